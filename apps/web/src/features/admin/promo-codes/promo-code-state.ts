import type { PromoCode } from '@app/core/api/account-admin';
import type { TierCode } from '@app/core/domain/products';

/** The plans a promo code can give: a product's tier (TIERS_OF_PRODUCT). */
export const PROMO_PLANS: { tier: TierCode; product: PromoCode['product']; label: string }[] = [
  {
    tier: 'peer-comparison-standard',
    product: 'peer-comparison',
    label: 'Peer Comparison Standard',
  },
  { tier: 'peer-comparison-basic', product: 'peer-comparison', label: 'Peer Comparison Basic' },
  {
    tier: 'non-maturity-deposits-standard',
    product: 'non-maturity-deposits',
    label: 'Non-Maturity Deposits Standard',
  },
];

export const planLabel = (tier: TierCode) =>
  PROMO_PLANS.find((plan) => plan.tier === tier)?.label ?? tier;

export type PromoState = 'active' | 'ended' | 'used up';

/** What signup does with the code now: takes it, or refuses it as ended or used up. */
export function promoState(promo: PromoCode, now = Date.now()): PromoState {
  if (promo.expiresAt !== null && Date.parse(promo.expiresAt) <= now) return 'ended';
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return 'used up';
  return 'active';
}
