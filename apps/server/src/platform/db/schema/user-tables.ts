import {
  type AnyPgColumn,
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { institutions } from './institution-tables';
import { organizations } from './organization-tables';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: e-mail addresses are compared without case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    title: text('title').notNull().default(''),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    isClientAdmin: boolean('is_client_admin').notNull().default(false),
    /** May upload and delete the organization's own deposit data (issue 29) without being client-admin. */
    depositDataPermission: boolean('deposit_data_permission').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The user's membership of the organization: active, or a request to join it (Register on
     * the signup page) that is pending, declined or expired. Only an active member holds
     * products, administers or sees the organization's data. A pending request expires 14 days
     * after membership_requested_at; that is worked out when read, no timer writes it.
     */
    membership: text('membership').notNull().default('active'),
    membershipRequestedAt: timestamp('membership_requested_at', { withTimezone: true }),
    membershipDecidedAt: timestamp('membership_decided_at', { withTimezone: true }),
    /** The client-admin who approved or declined the request; null once that user is gone. */
    membershipDecidedBy: uuid('membership_decided_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * Set by a platform admin: the user cannot sign in and their sessions were ended. Null
     * again once re-enabled.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The last successful sign-in (sessions end and are deleted, so they cannot tell it). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The sign-in before the last one: null until the user signs in a second time. */
    previousSignInAt: timestamp('previous_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/** Which of the organization's products a user may open (client admins choose per user). */
export const userProducts = pgTable(
  'user_products',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.product] })],
);

export const userInstitutions = pgTable(
  'user_institutions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    iid: integer('iid')
      .notNull()
      .references(() => institutions.iid),
    isFavorite: boolean('is_favorite').notNull().default(false),
    dateLastViewed: timestamp('date_last_viewed', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.iid] })],
);

/** spec 1 section 7: remembered choices, key/value per user. */
export const userSessionValues = pgTable(
  'user_session_values',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const tourProgress = pgTable(
  'tour_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    completed: boolean('completed').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.path] })],
);
