import type { Partner } from '@app/core/api/partners';
import { FooterFrame } from '../../../ui/footer/footer-frame';
import { PartnerFooterContent } from '../../../ui/footer/partner-footer-content';

/**
 * spec 1 section 2: on partner addresses the footer gives the partner's address, phone and
 * e-mail, the copyright line, the legal links and a powered-by logo.
 */
export function PartnerFooter({ partner }: { partner: Partner }) {
  return (
    <FooterFrame>
      <PartnerFooterContent partner={partner} />
    </FooterFrame>
  );
}
