/** Client codes of the two subscription products (spec 1 section 1). */
export const PRODUCT_CODES = ['peer-comparison', 'non-maturity-deposits'] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export const TIER_CODES = [
  'peer-comparison-basic',
  'peer-comparison-standard',
  'non-maturity-deposits-standard',
] as const;
export type TierCode = (typeof TIER_CODES)[number];

export const PRODUCT_NAMES: Record<ProductCode, string> = {
  'peer-comparison': 'Peer Comparison',
  'non-maturity-deposits': 'Non-Maturity Deposits',
};

export const PLAN_TYPES = [
  'PeerComparisonBasic',
  'PeerComparisonStandard',
  'NonMaturityDepositsStandard',
  'BundleYearly',
] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** The claim that lets a user administer the users of their own organization. */
export const CLIENT_ADMIN_CLAIM = 'client-admin';

export const ORGANIZATION_TYPES = ['MULTI', 'HOLD', 'SINGLE'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const INSTITUTION_TYPES = ['bank', 'credit union'] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];
