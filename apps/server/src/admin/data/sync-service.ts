import { IMPORT_SOURCES, type ImportSource } from '@app/core/api/admin/data';
import type {
  SyncOverview,
  SyncRun,
  SyncSchedule,
  SyncSourceStatus,
} from '@app/core/api/admin/data-sync';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Principal } from '../../platform/auth/principal';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { sourceDefinitions } from '../../reference-data/sync/source-definitions';
import { FIRST_SLOT, nextSyncRun, scheduleBase } from '../../reference-data/sync/sync-calendar';
import { queueSyncRun } from './sync-job';
import { presentSyncRun, type SyncRunRepository } from './sync-run-repository';
import type { SyncScheduleSetting } from './sync-schedule';

const latestOf = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

/** The data screen's sync panel: each source's state, the schedule, the runs, "Sync now". */
export function syncService(deps: {
  runs: SyncRunRepository;
  jobs: JobQueue;
  schedule: SyncScheduleSetting;
  audit: AuditLog;
  env?: NodeJS.ProcessEnv;
}) {
  async function overview(now = new Date()): Promise<SyncOverview> {
    const [schedule, latest, finished, fileChecks, held, runs] = await Promise.all([
      deps.schedule.read(),
      deps.runs.latest(),
      deps.runs.lastFinished(),
      deps.runs.fileChecks(),
      deps.runs.newestHeld(),
      deps.runs.list(),
    ]);
    const sources = sourceDefinitions(deps.env).map(({ source, title }): SyncSourceStatus => {
      const last = latest.get(source);
      const lastFinished = finished.get(source);
      const scheduled = schedule.enabled && schedule.sources.includes(source);
      let nextRun: Date | null = null;
      // None while a run is open (the screen says it is under way); else at once if overdue.
      if (scheduled && (!last || last.finishedAt)) {
        const due = last ? nextSyncRun(source, scheduleBase(last), schedule) : FIRST_SLOT;
        nextRun = due > now ? due : now;
      }
      return {
        source,
        title,
        scheduled,
        lastCheck:
          latestOf(lastFinished?.finishedAt, fileChecks.get(source))?.toISOString() ?? null,
        newestHeld: held.get(source) ?? null,
        nextRun: nextRun?.toISOString() ?? null,
        failure: lastFinished?.state === 'failed' ? lastFinished.failure : null,
      };
    });
    return { schedule, sources, runs: runs.map(presentSyncRun) };
  }

  return {
    overview: () => overview(),

    /** Queues a run per source, or answers the one already queued or running. */
    async syncNow(admin: Principal, which: ImportSource | 'all'): Promise<SyncRun[]> {
      const sources = which === 'all' ? [...IMPORT_SOURCES] : [which];
      const answered: SyncRun[] = [];
      for (const source of sources) {
        const created = await deps.runs.createManual(source, admin.userId);
        if (created) answered.push(presentSyncRun(await queueSyncRun(deps, created)));
        else answered.push(...(await deps.runs.open(source)).map(presentSyncRun));
      }
      await deps.audit.record(admin, {
        action: 'data.sync',
        target: which === 'all' ? 'sync of every source' : `${which} sync`,
        after: { runs: answered.map((r) => r.id) },
      });
      return answered;
    },

    async setSchedule(admin: Principal, schedule: SyncSchedule) {
      const before = await deps.schedule.read();
      await deps.schedule.write(schedule);
      await deps.audit.record(admin, {
        action: 'data.sync-schedule',
        target: 'sync schedule',
        before,
        after: schedule,
      });
      return overview();
    },
  };
}

export type SyncService = ReturnType<typeof syncService>;
