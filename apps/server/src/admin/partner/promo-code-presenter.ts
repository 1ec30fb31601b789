import type { PromoCode } from '@app/core/api/account-admin';
import type { ProductCode, TierCode } from '@app/core/domain/products';
import type { PromoCodeRepository } from './promo-code-repository';

type PromoRow = Awaited<ReturnType<PromoCodeRepository['list']>>[number];

export function presentPromoCode(row: PromoRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    product: row.product as ProductCode,
    tier: row.tier as TierCode,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    createdAt: row.createdAt.toISOString(),
  };
}
