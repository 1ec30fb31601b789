import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './user-tables';

/** Sign-in sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * The user's organization (or the platform) requires two-factor sign-in and the user has no
     * second factor yet: the session may only reach the user's own account until they enrol.
     */
    enrolRequired: boolean('enrol_required').notNull().default(false),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * One-time links sent by e-mail: address verification, password reset, invitation. Only the
 * SHA-256 of the token is stored.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify, reset or invite. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_idx').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Atomic counters for the sign-in throttle and the public routes' rate limits, shared by every
 * server instance. One row per key ("signin-email:…", "signin-address:…", "rate:…"), written
 * only by `INSERT … ON CONFLICT … DO UPDATE … RETURNING` (src/throttle/throttle-counters.ts).
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** The row means nothing after this; expired rows are deleted as new ones are written. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Sign-in per address only: no further attempt from the address before this. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('throttle_counters_expires_idx').on(t.expiresAt)],
);
