import type { InstitutionOfOrganization } from '@app/core/api/admin/organizations';
import type { MembershipStatus } from '@app/core/domain/membership';
import type { OrganizationType, TierCode } from '@app/core/domain/products';
import { PRODUCT_NAMES } from '@app/core/domain/products';

export const TIER_LABELS: Record<TierCode, string> = {
  'peer-comparison-basic': 'Peer Comparison Basic',
  'peer-comparison-standard': 'Peer Comparison Standard',
  'non-maturity-deposits-standard': 'Non-Maturity Deposits Standard',
};

/** A tier's own word, after its product's name: "Basic", "Standard". */
export const tierWord = (tier: TierCode) => TIER_LABELS[tier].split(' ').at(-1) ?? tier;

export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = {
  MULTI: 'Multi-institution (MULTI)',
  HOLD: 'Holding company (HOLD)',
  SINGLE: 'Single institution',
};

export const MEMBERSHIP_LABELS: Record<MembershipStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  declined: 'Declined',
  expired: 'Expired',
};

const CLAIM_LABELS: Record<string, string> = {
  ...PRODUCT_NAMES,
  'client-admin': 'Client admin',
  'platform-admin': 'Platform admin',
};
export const claimLabel = (claim: string) => CLAIM_LABELS[claim] ?? claim;

export const institutionLabel = (institution: InstitutionOfOrganization) =>
  `${institution.name}, ${institution.city}, ${institution.state} (${institution.iid})`;

/** "$1,000.00 a year", "Free". */
export function priceLabel(cents: number | null, interval: string | null) {
  if (!cents) return 'Free';
  const amount = (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  return interval ? `${amount} a ${interval}` : amount;
}
