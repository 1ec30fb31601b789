import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { promoCodes, subscriptions } from '../../platform/db/schema/billing-tables';
import { organizations } from '../../platform/db/schema/organization-tables';

export function accountAdminRepository(db: Database) {
  return {
    /** Every subscription, ended ones too, newest first: who pays for what, and plan changes. */
    async subscriptions() {
      return db
        .select({
          id: subscriptions.id,
          organizationId: subscriptions.organizationId,
          organizationName: organizations.name,
          institutionIid: organizations.institutionIid,
          product: subscriptions.product,
          tier: subscriptions.tier,
          planType: subscriptions.planType,
          optionId: subscriptions.optionId,
          priceCents: subscriptions.priceCents,
          interval: subscriptions.billingInterval,
          status: subscriptions.status,
          billingProvider: subscriptions.billingProvider,
          billingCustomerId: subscriptions.billingCustomerId,
          billingSubscriptionId: subscriptions.billingSubscriptionId,
          promoCode: promoCodes.code,
          previousSubscriptionId: subscriptions.previousSubscriptionId,
          startedAt: subscriptions.startedAt,
          endedAt: subscriptions.endedAt,
        })
        .from(subscriptions)
        .innerJoin(organizations, eq(organizations.id, subscriptions.organizationId))
        .leftJoin(promoCodes, eq(promoCodes.id, subscriptions.promoCodeId))
        .orderBy(desc(subscriptions.startedAt), organizations.name, subscriptions.product);
    },
  };
}

export type AccountAdminRepository = ReturnType<typeof accountAdminRepository>;
