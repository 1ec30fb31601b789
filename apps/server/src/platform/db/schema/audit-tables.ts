import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './user-tables';

/**
 * Every change a platform admin makes, as it was: who, when, what, and the value before and
 * after. Rows are only ever added; the console reads them back, searchable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the account may be renamed or deleted later. */
    actorEmail: text('actor_email').notNull(),
    /** What was done, as `area.verb`: `maintenance.update`, `promo-code.create`. */
    action: text('action').notNull(),
    /** What it was done to, readable: `Prairie Gate Bank`, `promo code SPRING`. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Why, where the console asks (a complimentary grant). */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
