import type { ImportSource } from '@app/core/api/admin/data';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { FIRST_SLOT, nextSyncRun, scheduleBase } from '../../reference-data/sync/sync-calendar';
import { queueSyncRun, SYNC_JOB } from './sync-job';
import type { SyncRunRepository } from './sync-run-repository';
import type { SyncScheduleSetting } from './sync-schedule';

/** How often each instance asks whether a run is due: a run starts at most this late. */
export const SYNC_CHECK_EVERY_MS = 5 * 60 * 1000;

/** A run queued this long ago with no job (its instance stopped in between) is queued again. */
const UNQUEUED_MS = 5 * 60 * 1000;

/**
 * The sync's scheduler: a periodic check on every server instance, not pg-boss's cron (which
 * the job queue leaves off). The schedule is no cron expression: it follows each agency's
 * filing calendar and the admin's setting, and the next run follows from the last one
 * (sync-calendar.ts, a pure function). So each check reads the setting and each source's last
 * run from PostgreSQL, and queues a run whose time has come. Instances keep no state: two that
 * find the same run due insert the same slot, which sync_runs takes once (one run per slot, one
 * open run per source); only the instance whose insert succeeded queues the job.
 */
export function syncScheduler(deps: {
  runs: SyncRunRepository;
  jobs: JobQueue;
  schedule: SyncScheduleSetting;
  log: { error(error: unknown, message: string): void };
}) {
  /** Queues every scheduled run due at `now`; returns the sources queued. */
  async function check(now = new Date()): Promise<ImportSource[]> {
    await recoverLostRuns(now);
    const schedule = await deps.schedule.read();
    if (!schedule.enabled) return [];
    const latest = await deps.runs.latest();
    const queued: ImportSource[] = [];
    for (const source of schedule.sources) {
      const last = latest.get(source);
      if (last && !last.finishedAt) continue;
      const due = last ? nextSyncRun(source, scheduleBase(last), schedule) : FIRST_SLOT;
      if (due > now) continue;
      const run = await deps.runs.createScheduled(source, due);
      if (!run) continue; // another instance queued it first
      await queueSyncRun(deps, run);
      queued.push(source);
    }
    return queued;
  }

  /**
   * A run left open whose job is gone: queued again when its instance stopped before queuing
   * it; closed as failed when pg-boss gave its job up, so the source is not blocked for good.
   */
  async function recoverLostRuns(now: Date) {
    for (const run of await deps.runs.open()) {
      if (!run.jobId) {
        if (now.getTime() - run.createdAt.getTime() > UNQUEUED_MS) await queueSyncRun(deps, run);
        continue;
      }
      const job = await deps.jobs.job(SYNC_JOB, run.jobId);
      if (job && !['completed', 'failed', 'cancelled'].includes(job.state)) continue;
      await deps.runs.update(run.id, {
        state: 'failed',
        phase: null,
        finishedAt: now,
        failure:
          'The run stopped before it finished (its server stopped); the next run resumes it.',
      });
    }
  }

  let timer: NodeJS.Timeout | null = null;
  const tick = () =>
    void check().catch((error: unknown) => deps.log.error(error, 'sync schedule check failed'));

  return {
    check,
    /** Checks now and every SYNC_CHECK_EVERY_MS (main.ts, on every instance). */
    start(everyMs = SYNC_CHECK_EVERY_MS) {
      if (timer) return;
      timer = setInterval(tick, everyMs);
      timer.unref();
      tick();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type SyncScheduler = ReturnType<typeof syncScheduler>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The sync's scheduler (app.ts): main.ts starts it once the instance takes jobs. */
    syncScheduler: SyncScheduler;
  }
}
