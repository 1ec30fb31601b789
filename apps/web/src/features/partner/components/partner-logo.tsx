import type { Partner } from '@app/core/api/partners';

/** spec 1 section 2: the partner's logo at logoWidth × logoHeight, linking to the partner. */
export function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <a
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${partner.name} (opens in a new tab)`}
    >
      <img
        src={partner.logoFile}
        width={partner.logoWidth}
        height={partner.logoHeight}
        alt={partner.name}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      />
    </a>
  );
}
