import type { Partner } from '@app/core/api/partners';
import { safeLink } from '@app/core/domain/safe-link';

/**
 * spec 1 section 2: the partner's logo at logoWidth × logoHeight, linking to the partner; the
 * logo alone when the partner's address is not an http(s) link (safeLink).
 */
export function PartnerLogo({ partner }: { partner: Partner }) {
  const href = safeLink(partner.url);
  const logo = (
    <img
      src={partner.logoFile}
      width={partner.logoWidth}
      height={partner.logoHeight}
      alt={partner.name}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    />
  );
  if (!href) return logo;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${partner.name} (opens in a new tab)`}
    >
      {logo}
    </a>
  );
}
