import type { AdminSubscription, PromoCode } from '@app/core/api/account-admin';
import type { ProductCode, TierCode } from '@app/core/domain/products';
import type { AccountAdminRepository } from './account-admin-repository';

type PromoRow = Awaited<ReturnType<AccountAdminRepository['promoCodes']>>[number];
type SubscriptionRow = Awaited<ReturnType<AccountAdminRepository['subscriptions']>>[number];

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

export function presentAdminSubscription(row: SubscriptionRow): AdminSubscription {
  return {
    ...row,
    product: row.product as ProductCode,
    tier: row.tier as TierCode,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
