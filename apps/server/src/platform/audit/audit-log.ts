import type { AuditEntry } from '@app/core/api/admin/audit';
import type { Principal } from '../auth/principal';
import type { AuditRepository } from './audit-repository';

export interface AuditChange {
  /** `area.verb`: `maintenance.update`, `promo-code.end`. */
  action: string;
  /** What the change was made to, as a person reads it. */
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * The one way an admin change is recorded. Services call it after the change is stored, with
 * the value before and after, so the log says what the admin saw and what they left.
 */
export function auditLogService(repo: AuditRepository) {
  return {
    async record(admin: Pick<Principal, 'userId'>, change: AuditChange) {
      await repo.add({ actorUserId: admin.userId, ...change });
    },

    async search(filter: { q?: string; limit: number }): Promise<AuditEntry[]> {
      const rows = await repo.search(filter);
      return rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        actorEmail: row.actorEmail,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        reason: row.reason,
      }));
    },
  };
}

export type AuditLog = ReturnType<typeof auditLogService>;
