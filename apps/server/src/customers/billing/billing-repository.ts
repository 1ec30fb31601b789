import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import {
  billingEvents,
  billingSetups,
  subscriptions,
} from '../../platform/db/schema/billing-tables';

type Executor = Pick<Database, 'update'>;

export function billingRepository(db: Database) {
  return {
    async insertSetup(row: typeof billingSetups.$inferInsert) {
      await db.insert(billingSetups).values(row);
    },

    async findBySecretHash(clientSecretHash: string) {
      const [row] = await db
        .select()
        .from(billingSetups)
        .where(eq(billingSetups.clientSecretHash, clientSecretHash));
      return row;
    },

    async findBySubscription(provider: string, subscriptionId: string) {
      const [row] = await db
        .select()
        .from(billingSetups)
        .where(
          and(
            eq(billingSetups.provider, provider),
            eq(billingSetups.subscriptionId, subscriptionId),
          ),
        );
      return row;
    },

    async markSucceeded(id: string, cardLast4: string | null) {
      await db
        .update(billingSetups)
        .set({ status: 'succeeded', cardLast4, failureMessage: null, confirmedAt: sql`now()` })
        .where(eq(billingSetups.id, id));
    },

    /** A failed attempt; the setup stays open so the visitor can try another card. */
    async recordFailure(id: string, message: string) {
      await db
        .update(billingSetups)
        .set({ failureMessage: message })
        .where(and(eq(billingSetups.id, id), ne(billingSetups.status, 'succeeded')));
    },

    /** Spends a paid setup on one account or upgrade; false when it was spent already. */
    async markUsed(tx: Executor, id: string): Promise<boolean> {
      const rows = await tx
        .update(billingSetups)
        .set({ usedAt: sql`now()` })
        .where(and(eq(billingSetups.id, id), isNull(billingSetups.usedAt)))
        .returning({ id: billingSetups.id });
      return rows.length === 1;
    },

    /** Records a webhook event; false when it was seen before (providers deliver at least once). */
    async recordEvent(row: typeof billingEvents.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(billingEvents)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      return rows.length === 1;
    },

    async setupPaidBySubscription(provider: string, subscriptionId: string) {
      await db
        .update(billingSetups)
        .set({
          status: 'succeeded',
          confirmedAt: sql`coalesce(${billingSetups.confirmedAt}, now())`,
        })
        .where(
          and(
            eq(billingSetups.provider, provider),
            eq(billingSetups.subscriptionId, subscriptionId),
          ),
        );
    },

    async setupFailedBySubscription(provider: string, subscriptionId: string, message: string) {
      await db
        .update(billingSetups)
        .set({ failureMessage: message })
        .where(
          and(
            eq(billingSetups.provider, provider),
            eq(billingSetups.subscriptionId, subscriptionId),
            ne(billingSetups.status, 'succeeded'),
          ),
        );
    },

    /** Status of every current row paid through this billing subscription (a Bundle has two). */
    async setSubscriptionStatus(
      provider: string,
      billingSubscriptionId: string,
      status: 'active' | 'past_due' | 'canceled',
    ) {
      await db
        .update(subscriptions)
        .set({
          status,
          endedAt: status === 'canceled' ? sql`coalesce(${subscriptions.endedAt}, now())` : null,
        })
        .where(
          and(
            eq(subscriptions.billingProvider, provider),
            eq(subscriptions.billingSubscriptionId, billingSubscriptionId),
            // Rows ended by an upgrade stay ended whatever the provider says later.
            ne(subscriptions.status, 'replaced'),
            ne(subscriptions.status, 'canceled'),
          ),
        );
    },
  };
}

export type BillingRepository = ReturnType<typeof billingRepository>;
