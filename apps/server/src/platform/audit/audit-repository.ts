import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema/audit-tables';
import { users } from '../db/schema/user-tables';

export interface AuditRecord {
  actorUserId: string;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export function auditRepository(db: Database) {
  return {
    /** Writes the entry with the admin's e-mail as it is now. */
    async add(record: AuditRecord) {
      const [actor] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, record.actorUserId));
      await db.insert(auditLog).values({
        actorUserId: record.actorUserId,
        actorEmail: actor?.email ?? 'unknown',
        action: record.action,
        target: record.target,
        before: record.before ?? null,
        after: record.after ?? null,
        reason: record.reason ?? null,
      });
    },

    /** Newest first; every word of `q` must appear somewhere in the entry. */
    async search(filter: { q?: string; limit: number }) {
      const words = (filter.q ?? '').split(/\s+/).filter(Boolean);
      const haystack = sql`concat_ws(' ', ${auditLog.action}, ${auditLog.target}, ${auditLog.actorEmail}, ${auditLog.reason}, ${auditLog.before}::text, ${auditLog.after}::text)`;
      const conditions = words.map(
        (word) => sql`${haystack} ilike ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      );
      return db
        .select()
        .from(auditLog)
        .where(conditions.length ? sql.join(conditions, sql` and `) : undefined)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
