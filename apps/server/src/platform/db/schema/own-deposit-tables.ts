import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { organizations } from './organization-tables';
import { users } from './user-tables';

/**
 * An organization's own deposit data (issue 29): at most one upload per organization, replaced
 * whole by the next. Private to the organization: never read by a peer statistic, and a
 * deletion removes the rows with it (cascade).
 */
export const ownDepositUploads = pgTable('own_deposit_uploads', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The organization's institution the data belongs to, when it was uploaded. */
  iid: integer('iid').notNull(),
  fileName: text('file_name').notNull(),
  bytes: integer('bytes').notNull(),
  rowCount: integer('row_count').notNull(),
  /** The uploader accepted gaps in a product's months: they stay missing, never 0. */
  acceptsGaps: boolean('accepts_gaps').notNull(),
  /** Null once that user is gone; the upload stays the organization's. */
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedByEmail: text('uploaded_by_email').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One product and month of an upload; money in the file's units, rates in percent. */
export const ownDepositRows = pgTable(
  'own_deposit_rows',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => ownDepositUploads.organizationId, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    /** YYYY-MM. */
    month: text('month').notNull(),
    balance: doublePrecision('balance').notNull(),
    ratePaid: doublePrecision('rate_paid').notNull(),
    accounts: integer('accounts'),
    accountsOpened: integer('accounts_opened'),
    accountsClosed: integer('accounts_closed'),
    category: text('category').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.product, t.month] }),
    index('own_deposit_rows_product_idx').on(t.organizationId, t.product),
  ],
);
