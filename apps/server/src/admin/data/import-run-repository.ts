import type { ImportRun, ImportSource } from '@app/core/api/admin/data';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { importRuns } from '../../platform/db/schema/import-run-tables';
import { users } from '../../platform/db/schema/user-tables';
import type { ImportReport } from '../../reference-data/data/import-report';

export type ImportRunRow = typeof importRuns.$inferSelect;
type ImportRunChange = Partial<
  Pick<
    ImportRunRow,
    'state' | 'phase' | 'done' | 'total' | 'jobId' | 'startedAt' | 'finishedAt' | 'error'
  >
> & { report?: ImportReport };

/** The console's import runs (import_runs): created by the routes, updated by the import job. */
export function importRunRepository(db: Database) {
  return {
    async create(run: {
      id: string;
      source: ImportSource;
      origin: 'upload' | 'folder';
      path: string;
      label: string;
      requestedByUserId: string;
    }): Promise<ImportRunRow> {
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, run.requestedByUserId));
      const [row] = await db
        .insert(importRuns)
        .values({
          id: run.id,
          source: run.source,
          origin: run.origin,
          path: run.path,
          label: run.label,
          requestedBy: user?.email ?? run.requestedByUserId,
        })
        .returning();
      return row!;
    },

    async get(id: string): Promise<ImportRunRow | undefined> {
      const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id));
      return row;
    },

    async list(limit = 100): Promise<ImportRunRow[]> {
      return db.select().from(importRuns).orderBy(desc(importRuns.createdAt)).limit(limit);
    },

    async update(id: string, change: ImportRunChange) {
      await db.update(importRuns).set(change).where(eq(importRuns.id, id));
    },
  };
}

export type ImportRunRepository = ReturnType<typeof importRunRepository>;

export function presentImportRun(row: ImportRunRow): ImportRun {
  return {
    id: row.id,
    source: row.source as ImportSource,
    origin: row.origin as ImportRun['origin'],
    label: row.label,
    state: row.state as ImportRun['state'],
    phase: row.phase,
    done: row.done,
    total: row.total,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
    report: (row.report as ImportRun['report']) ?? null,
  };
}
