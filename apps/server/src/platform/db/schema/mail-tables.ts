import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Every e-mail the server sends, written before it goes out: the platform admin's outbox.
 * Without SMTP a message is only kept here to be read ('kept'); with SMTP a 'mail' job delivers
 * it ('queued', then 'sent' or 'failed').
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    status: text('status').notNull().default('kept'),
    /** Delivery tries so far (SMTP only). */
    attempts: integer('attempts').notNull().default(0),
    /** Why the last try failed, as the SMTP server or the connection said. */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_to_idx').on(t.to),
  ],
);
