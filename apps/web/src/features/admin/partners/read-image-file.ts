import {
  PARTNER_IMAGE_CONTENT_TYPES,
  PARTNER_IMAGE_MAX_BYTES,
  PARTNER_IMAGE_MESSAGES,
  type PartnerImageUpload,
} from '@app/core/api/admin/partners';
import { readAsBase64 } from '../../../utils/read-as-base64';

/**
 * The upload body of a chosen file, or why it cannot be sent: the same limits the server
 * states, said before a large file travels.
 */
export async function imageUploadOf(
  file: File,
): Promise<{ upload: PartnerImageUpload } | { problem: string }> {
  if (!(PARTNER_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type))
    return { problem: PARTNER_IMAGE_MESSAGES.wrongType };
  if (file.size > PARTNER_IMAGE_MAX_BYTES) return { problem: PARTNER_IMAGE_MESSAGES.tooLarge };
  return {
    upload: {
      fileName: file.name,
      contentType: file.type as PartnerImageUpload['contentType'],
      data: await readAsBase64(file),
    },
  };
}
