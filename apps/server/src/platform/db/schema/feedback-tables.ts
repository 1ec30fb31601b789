import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './user-tables';

/**
 * What users send from a page's Feedback link (spec 2 section 2.14), read by the platform admin
 * in the console's inbox (issue 14).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    content: text('content').notNull(),
    /** "It's okay to contact me": without it the admin may not reply by e-mail. */
    contact: boolean('contact').notNull(),
    pageName: text('page_name').notNull(),
    createdAt: createdAt(),
    /** Null while no admin has read it (the inbox's unread filter). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The last reply the admin e-mailed. */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
