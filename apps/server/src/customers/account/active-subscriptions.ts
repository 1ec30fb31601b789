import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { subscriptions } from '../../platform/db/schema/billing-tables';

/** The organization's active subscriptions (one per product at most), by product. */
export function activeSubscriptions(db: Database, organizationId: string) {
  return db
    .select({
      id: subscriptions.id,
      product: subscriptions.product,
      tier: subscriptions.tier,
      planType: subscriptions.planType,
    })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.status, 'active')),
    )
    .orderBy(subscriptions.product);
}
