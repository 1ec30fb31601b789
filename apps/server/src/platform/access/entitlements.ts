import { PRODUCT_NAMES, type ProductCode, type TierCode } from '@app/core/domain/products';
import type { Principal } from '../auth/principal';

/**
 * What a signed-in principal holds, asked in one vocabulary by every decision of the access
 * layer: the product claims and tiers of the organization's subscriptions that this user has
 * been given (an empty list for a member whose joining is not yet approved).
 */
/**
 * Whose entitlements are asked: a signed-in principal, or a user read without a request (a
 * follower told of a quarter), with the same products as their session would hold.
 */
export type Holder = Pick<Principal, 'products'>;

export const holdsProduct = (principal: Holder, product: ProductCode) =>
  principal.products.some((p) => p.product === product);

export const holdsAnyTier = (principal: Holder, tiers: readonly TierCode[]) =>
  tiers.length === 0 || principal.products.some((p) => tiers.includes(p.tier));

/** Custom and provider groups, searches and single-institution peers: Peer Comparison Standard. */
export const PC_STANDARD = ['peer-comparison-standard'] as const satisfies readonly TierCode[];
export const NMD_STANDARD = [
  'non-maturity-deposits-standard',
] as const satisfies readonly TierCode[];

export const hasPeerComparisonStandard = (principal: Holder) =>
  holdsAnyTier(principal, PC_STANDARD);

/** The refusals a caller reads; one text per reason. */
export const REFUSALS = {
  product: (product: ProductCode) => `Your plan does not include ${PRODUCT_NAMES[product]}.`,
  upgrade: 'Your plan does not include this feature. Upgrade to use it.',
  anyProduct: 'Your plan does not include analytics.',
  subject: 'You do not have access to this institution.',
  platformAdmin: 'Only platform administrators may do this.',
  clientAdmin: "Only your organization's administrators may do this.",
  /** spec 2 section 2.12: the upsell of the locked create page. */
  customGroups:
    'Upgrade your plan to create customized peer groups and perform targeted analyses of your competitors.',
  /** spec 1 section 9: the Free plan has the national, state and one asset-size group. */
  freePlanGroups:
    'Your plan includes the national, state and asset-size peer groups. Upgrade your plan to use this peer group.',
  freePlanInstitutions:
    'Your plan compares with the national, state and asset-size peer groups. Upgrade your plan to compare with single institutions.',
  institutionList:
    'Only organizations with several institutions can add or remove institutions on their list.',
  aggregateFilter: 'Aggregate peer groups cannot be filtered: their members follow a rule.',
} as const;
