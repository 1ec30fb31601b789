import type { AdminSubscription } from '@app/core/api/account-admin';
import type { ProductCode, TierCode } from '@app/core/domain/products';
import type { AccountAdminRepository } from './account-admin-repository';

type SubscriptionRow = Awaited<ReturnType<AccountAdminRepository['subscriptions']>>[number];

export function presentAdminSubscription(row: SubscriptionRow): AdminSubscription {
  return {
    ...row,
    product: row.product as ProductCode,
    tier: row.tier as TierCode,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
