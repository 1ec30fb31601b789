import { PRODUCT_ADVERTS, type Advert } from '@app/core/api/content';
import type { TierCode } from '@app/core/domain/products';

/**
 * The advert for what a user lacks at the paid tier: the Bundle when they lack both products
 * (the Free plan included), the other product when they hold one; a holder of both is sold
 * nothing, and gets the reference guide.
 */
export function productAdvertFor(tiers: readonly TierCode[]): Advert {
  const peerComparison = tiers.includes('peer-comparison-standard');
  const nonMaturity = tiers.includes('non-maturity-deposits-standard');
  if (peerComparison && nonMaturity) return PRODUCT_ADVERTS.guide;
  if (peerComparison) return PRODUCT_ADVERTS['non-maturity-deposits'];
  if (nonMaturity) return PRODUCT_ADVERTS['peer-comparison'];
  return PRODUCT_ADVERTS.bundle;
}
