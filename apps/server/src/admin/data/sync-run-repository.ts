import type { ImportSource } from '@app/core/api/admin/data';
import type { SyncRun } from '@app/core/api/admin/data-sync';
import { and, desc, eq, getTableColumns, isNotNull, isNull, max, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { reportDates } from '../../platform/db/schema/call-report-tables';
import { rateValues } from '../../platform/db/schema/rate-tables';
import { syncedFiles, syncRuns } from '../../platform/db/schema/sync-tables';
import { users } from '../../platform/db/schema/user-tables';

export type SyncRunRow = typeof syncRuns.$inferSelect;
type SyncRunChange = Partial<
  Pick<
    SyncRunRow,
    | 'state'
    | 'phase'
    | 'jobId'
    | 'startedAt'
    | 'finishedAt'
    | 'failure'
    | 'failureMailed'
    | 'reportText'
    | 'report'
  >
>;

/**
 * The sync's runs (sync_runs): queued by the scheduler and "Sync now", updated by the sync
 * job. Two unique indexes do the deduplication across server instances: one open run per
 * source, and one run per scheduled slot; an insert they refuse returns nothing.
 */
export function syncRunRepository(db: Database) {
  const latestPerSource = async (where?: ReturnType<typeof and>) =>
    new Map(
      (
        await db
          .selectDistinctOn([syncRuns.source])
          .from(syncRuns)
          .where(where)
          .orderBy(syncRuns.source, desc(syncRuns.createdAt))
      ).map((row) => [row.source as ImportSource, row]),
    );

  return {
    /** A scheduled run in its slot, or undefined when the slot is taken or a run is open. */
    async createScheduled(source: ImportSource, slot: Date): Promise<SyncRunRow | undefined> {
      const [row] = await db
        .insert(syncRuns)
        .values({ source, trigger: 'schedule', scheduledFor: slot })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** A "Sync now" run, or undefined when a run of the source is already open. */
    async createManual(source: ImportSource, userId: string): Promise<SyncRunRow | undefined> {
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      const [row] = await db
        .insert(syncRuns)
        .values({ source, trigger: 'manual', requestedBy: user?.email ?? userId })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** A run that ended before it was recorded (the command line's sync). */
    async createFinished(
      row: Pick<SyncRunRow, 'source' | 'trigger' | 'startedAt' | 'finishedAt' | 'state'> &
        SyncRunChange,
    ) {
      await db.insert(syncRuns).values(row);
    },

    async get(id: string): Promise<SyncRunRow | undefined> {
      const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, id));
      return row;
    },

    async open(source?: ImportSource): Promise<SyncRunRow[]> {
      return db
        .select()
        .from(syncRuns)
        .where(and(isNull(syncRuns.finishedAt), source ? eq(syncRuns.source, source) : undefined));
    },

    /** The latest runs, without their stored reports (the screen shows the lines). */
    async list(limit = 50): Promise<Omit<SyncRunRow, 'report'>[]> {
      const columns = Object.fromEntries(
        Object.entries(getTableColumns(syncRuns)).filter(([name]) => name !== 'report'),
      ) as Omit<ReturnType<typeof getTableColumns<typeof syncRuns>>, 'report'>;
      return db.select(columns).from(syncRuns).orderBy(desc(syncRuns.createdAt)).limit(limit);
    },

    async update(id: string, change: SyncRunChange) {
      await db.update(syncRuns).set(change).where(eq(syncRuns.id, id));
    },

    /** Each source's latest run, finished or not: the schedule counts from it. */
    latest: () => latestPerSource(),

    /** Each source's latest finished run that checked it (a skipped source was not checked). */
    lastFinished: () =>
      latestPerSource(and(isNotNull(syncRuns.finishedAt), ne(syncRuns.state, 'skipped'))),

    /** The source's run that finished last, other than `run` (one run of a source is open). */
    async finishedBefore(run: SyncRunRow): Promise<SyncRunRow | undefined> {
      const [row] = await db
        .select()
        .from(syncRuns)
        .where(
          and(
            eq(syncRuns.source, run.source),
            ne(syncRuns.id, run.id),
            isNotNull(syncRuns.finishedAt),
            ne(syncRuns.state, 'skipped'),
          ),
        )
        .orderBy(desc(syncRuns.finishedAt))
        .limit(1);
      return row;
    },

    /** When the command line's syncs last checked each source (synced_files). */
    async fileChecks(): Promise<Map<string, Date>> {
      const rows = await db
        .select({ source: syncedFiles.source, at: max(syncedFiles.checkedAt) })
        .from(syncedFiles)
        .groupBy(syncedFiles.source);
      return new Map(rows.flatMap((r) => (r.at ? [[r.source, r.at]] : [])));
    },

    /**
     * The newest quarter the database holds of each source's institutions (banks for FFIEC and
     * FDIC, credit unions for NCUA), whichever import brought it; of the rates, the newest
     * quarter average.
     */
    async newestHeld(): Promise<Map<string, string>> {
      const types = await db
        .select({ type: reportDates.institutionType, date: max(reportDates.reportDate) })
        .from(reportDates)
        .groupBy(reportDates.institutionType);
      const [rates] = await db.select({ date: max(rateValues.reportDate) }).from(rateValues);
      const newest = new Map(types.map((r) => [r.type, r.date]));
      const held = new Map<string, string>();
      for (const [source, type] of [
        ['ffiec', 'bank'],
        ['fdic', 'bank'],
        ['ncua', 'credit union'],
      ] as const) {
        const date = newest.get(type);
        if (date) held.set(source, date);
      }
      if (rates?.date) held.set('rates', rates.date);
      return held;
    },

    /** The platform admins a failure is e-mailed to: enabled, active accounts. */
    async platformAdmins(): Promise<{ email: string; firstName: string }[]> {
      return db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(
          and(
            eq(users.isPlatformAdmin, true),
            isNull(users.disabledAt),
            eq(users.membership, 'active'),
          ),
        );
    },
  };
}

export type SyncRunRepository = ReturnType<typeof syncRunRepository>;

export function presentSyncRun(row: Omit<SyncRunRow, 'report'>): SyncRun {
  return {
    id: row.id,
    source: row.source as ImportSource,
    trigger: row.trigger as SyncRun['trigger'],
    requestedBy: row.requestedBy,
    state: row.state as SyncRun['state'],
    phase: row.phase,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    failure: row.failure,
    lines: row.reportText ? row.reportText.split('\n') : [],
    failureMailed: row.failureMailed,
  };
}
