import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema/mail-tables';

/** How many messages the admin's outbox view answers at most, newest first. */
export const OUTBOX_READ_LIMIT = 200;

export function outboxRepository(db: Database) {
  return {
    async add(message: { to: string; subject: string; text: string; kind: string }) {
      await db.insert(outboxMessages).values(message);
    },

    async list(filter: { to?: string }) {
      return db
        .select()
        .from(outboxMessages)
        .where(filter.to ? eq(outboxMessages.to, filter.to.toLowerCase()) : undefined)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(OUTBOX_READ_LIMIT);
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
