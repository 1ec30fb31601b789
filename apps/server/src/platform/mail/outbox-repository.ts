import type { OutboxStatus } from '@app/core/api/admin/mail';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema/mail-tables';

/** How many messages the admin's outbox view answers at most, newest first. */
export const OUTBOX_READ_LIMIT = 200;

export type OutboxRow = typeof outboxMessages.$inferSelect;

export function outboxRepository(db: Database) {
  return {
    async add(message: {
      to: string;
      subject: string;
      text: string;
      kind: string;
      status: 'kept' | 'queued';
    }): Promise<OutboxRow> {
      const [row] = await db.insert(outboxMessages).values(message).returning();
      if (!row) throw new Error('outbox insert returned nothing');
      return row;
    },

    async get(id: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      return row ?? null;
    },

    async list(filter: { to?: string; status?: OutboxStatus }) {
      return db
        .select()
        .from(outboxMessages)
        .where(
          and(
            filter.to ? eq(outboxMessages.to, filter.to.toLowerCase()) : undefined,
            filter.status ? eq(outboxMessages.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(OUTBOX_READ_LIMIT);
    },

    async countsByStatus(): Promise<Record<OutboxStatus, number>> {
      const rows = await db
        .select({ status: outboxMessages.status, n: count() })
        .from(outboxMessages)
        .groupBy(outboxMessages.status);
      const counts = { kept: 0, queued: 0, sent: 0, failed: 0 };
      for (const row of rows) {
        if (row.status in counts) counts[row.status as OutboxStatus] = Number(row.n);
      }
      return counts;
    },

    /** Back in the queue for another delivery (a resend); the last error stays until then. */
    async requeue(id: string): Promise<OutboxRow | null> {
      const [row] = await db
        .update(outboxMessages)
        .set({ status: 'queued' })
        .where(eq(outboxMessages.id, id))
        .returning();
      return row ?? null;
    },

    async recordSent(id: string) {
      await db
        .update(outboxMessages)
        .set({
          status: 'sent',
          error: null,
          sentAt: sql`now()`,
          attempts: sql`${outboxMessages.attempts} + 1`,
        })
        .where(eq(outboxMessages.id, id));
    },

    /** A failed try: 'failed' for good, or still 'queued' when it will be tried again. */
    async recordFailure(id: string, error: string, status: 'failed' | 'queued') {
      await db
        .update(outboxMessages)
        .set({ status, error, attempts: sql`${outboxMessages.attempts} + 1` })
        .where(eq(outboxMessages.id, id));
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
