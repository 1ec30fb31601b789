import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './organization-tables';
import { users } from './user-tables';

/** What an organization pays for: one row per product, the tier it holds and the billing ids. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    tier: text('tier').notNull(),
    planType: text('plan_type').notNull(),
    status: text('status').notNull().default('active'),
    billingProvider: text('billing_provider'),
    billingCustomerId: text('billing_customer_id'),
    billingSubscriptionId: text('billing_subscription_id'),
    /** The subscription option paid for (packages/core/src/domain/plans.ts) and its price. */
    optionId: text('option_id'),
    priceCents: integer('price_cents'),
    billingInterval: text('billing_interval'),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** On an upgrade, the row it replaced (status 'replaced'): the plan-change history. */
    previousSubscriptionId: uuid('previous_subscription_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_active_product_idx')
      .on(t.organizationId, t.product)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_billing_subscription_idx').on(t.billingSubscriptionId),
  ],
);

/** Promo codes a platform admin creates: a product and tier given without payment. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-cased; codes are compared without case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    product: text('product').notNull(),
    tier: text('tier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Null: no limit. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_code_idx').on(t.code)],
);

/**
 * Billing accounts set up for a signup or an upgrade, before the account exists: the server
 * creates the account only for a setup whose first payment succeeded, once.
 */
export const billingSetups = pgTable(
  'billing_setups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    /** SHA-256 of the client secret: the built-in card confirmation finds its setup by it. */
    clientSecretHash: text('client_secret_hash').notNull(),
    email: text('email').notNull(),
    planType: text('plan_type').notNull(),
    optionId: text('option_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    billingInterval: text('billing_interval'),
    /** pending, succeeded or failed. */
    status: text('status').notNull().default('pending'),
    cardLast4: text('card_last4'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set when an account or an upgrade consumed it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('billing_setups_subscription_idx').on(t.provider, t.subscriptionId),
    uniqueIndex('billing_setups_secret_idx').on(t.clientSecretHash),
  ],
);

/** Webhook events received from the billing provider, once each (idempotency and audit). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  subscriptionId: text('subscription_id'),
  customerId: text('customer_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
