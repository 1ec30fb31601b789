import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './user-tables';

/**
 * What a user follows (issue 25 point 6): kind 'institution' (ref = iid), 'group' (ref = a
 * custom peer group id: its members are followed) or 'metric' (ref = metric id, with its
 * alerts; a null alert is one the user did not set).
 */
export const follows = pgTable(
  'follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    crossesValue: doublePrecision('crosses_value'),
    moveBp: doublePrecision('move_bp'),
    movePercent: doublePrecision('move_percent'),
    quintileChange: boolean('quintile_change').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.ref] })],
);

/** How a user is told; no row means the defaults (own institution followed, no e-mail). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailDigest: boolean('email_digest').notNull().default(false),
  followOwnInstitution: boolean('follow_own_institution').notNull().default(true),
});

/**
 * One notification per user, source and quarter: the unique index is what makes telling a
 * quarter twice (a re-run import, a sync after the console's import) create nothing new.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    reportDate: text('report_date').notNull(),
    title: text('title').notNull(),
    lines: jsonb('lines').notNull().$type<{ text: string; link: string | null }[]>(),
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_quarter_idx').on(t.userId, t.source, t.reportDate),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
  ],
);
