import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organization-tables';
import { users } from './user-tables';

/**
 * Who an admin's message, news item or activity entry is for, and until when. Both null:
 * everyone. The row's own date (dateSent, dateCreated) is when users start to see it, so an
 * entry dated in the future is scheduled; from withdrawAt on nobody sees it any more.
 */
const audienceColumns = () => ({
  organizationId: uuid('organization_id').references(() => organizations.id, {
    onDelete: 'cascade',
  }),
  /** Users holding this product (a ProductCode). */
  product: text('product'),
  withdrawAt: timestamp('withdraw_at', { withTimezone: true }),
});

export const messages = pgTable('messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  content: text('content').notNull(),
  dateSent: timestamp('date_sent', { withTimezone: true }).notNull().defaultNow(),
  ...audienceColumns(),
});

export const messageViews = pgTable(
  'message_views',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

export const news = pgTable('news', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  link: text('link'),
  /** Users see the item from this time on (an admin may schedule it). */
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  ...audienceColumns(),
});

export const newsViews = pgTable(
  'news_views',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] })],
);

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user the entry is about; null: an entry an admin wrote for the audience below. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    dateSent: timestamp('date_sent', { withTimezone: true }).notNull().defaultNow(),
    ...audienceColumns(),
  },
  (t) => [index('activities_user_idx').on(t.userId, t.dateSent)],
);

/** Who has seen an admin's activity entry in their list (the console counts them). */
export const activityViews = pgTable(
  'activity_views',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] })],
);
