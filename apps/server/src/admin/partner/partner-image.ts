import { LOGO_MESSAGES } from '@app/core/api/organization-admin';
import {
  PARTNER_IMAGE_MAX_BYTES,
  PARTNER_IMAGE_MESSAGES,
  type PartnerImageUpload,
} from '@app/core/api/admin/partners';
import { readLogo } from '../../customers/account/logo-image';

/** The organization logo's refusals, said of a partner's logo or advert. */
const MESSAGES: Record<string, string> = {
  [LOGO_MESSAGES.tooLarge]: PARTNER_IMAGE_MESSAGES.tooLarge,
  [LOGO_MESSAGES.wrongType]: PARTNER_IMAGE_MESSAGES.wrongType,
  [LOGO_MESSAGES.unsafeSvg]: PARTNER_IMAGE_MESSAGES.unsafeSvg,
};

/**
 * The decoded image, or the reason it is refused (a 400 message). The file checks (signature,
 * SVG without script) are the organization logo's: a partner image is served the same way.
 */
export function readPartnerImage(
  upload: PartnerImageUpload,
): { data: Buffer } | { problem: string } {
  const size = Buffer.byteLength(upload.data, 'base64');
  if (size > PARTNER_IMAGE_MAX_BYTES) return { problem: PARTNER_IMAGE_MESSAGES.tooLarge };
  const checked = readLogo(upload.contentType, upload.data);
  if ('problem' in checked) return { problem: MESSAGES[checked.problem] ?? checked.problem };
  return checked;
}
