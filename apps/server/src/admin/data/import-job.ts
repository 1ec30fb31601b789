import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ImportSource } from '@app/core/api/admin/data';
import type { NotificationService } from '../../customers/notifications/notification-service';
import type { Database } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { runImport } from '../../reference-data/data/run-import';
import { importRunProgress } from './import-run-progress';
import type { ImportRunRepository } from './import-run-repository';

export const IMPORT_JOB = 'import';

/** A national FFIEC quarter with its metric pass fits well inside; a lost run is taken again. */
const IMPORT_EXPIRY_SECONDS = 3 * 60 * 60;

const FINISHED = new Set(['imported', 'refused', 'failed']);

/**
 * The import job: runs one console import (the importer of `npm run data -- import`) and
 * records its progress and report in the run's row. Imports of one source run one after
 * another on whatever instance takes them (sent with key = source).
 */
export function defineImportJob(deps: {
  db: Database;
  jobs: JobQueue;
  runs: ImportRunRepository;
  log: { error(error: unknown, message: string): void };
  /** Tells the followers of a quarter the import brought (idempotent: once per quarter). */
  notifications: Pick<NotificationService, 'notifyNewQuarter'>;
}) {
  deps.jobs.define<{ importId: string }>({
    name: IMPORT_JOB,
    expireInSeconds: IMPORT_EXPIRY_SECONDS,
    oneAtATimePerKey: true,
    run: async ({ importId }) => {
      const run = await deps.runs.get(importId);
      // Taken again after it ended (a lost acknowledgement): nothing left to do.
      if (!run || FINISHED.has(run.state)) return;
      await deps.runs.update(importId, {
        state: 'running',
        startedAt: new Date(),
        phase: 'Starting',
        done: 0,
        total: 0,
      });
      const progress = importRunProgress(deps.runs, importId, deps.log);
      try {
        const { report } = await runImport(deps.db, run.source as ImportSource, run.path, progress);
        await progress.flush();
        await deps.runs.update(importId, {
          state: report.status,
          phase: null,
          finishedAt: new Date(),
          error: report.refusal,
          report: { ...report, path: run.label },
        });
        if (report.status === 'imported' && report.reportDate)
          await notifyFollowers(deps, report.source, report.reportDate);
        return { state: report.status };
      } catch (error) {
        // Not thrown on: an importer that fails on these files fails again, so no retry.
        await progress.flush();
        deps.log.error(error, `import ${importId} failed`);
        await deps.runs.update(importId, {
          state: 'failed',
          phase: null,
          finishedAt: new Date(),
          error: error instanceof Error ? error.message : String(error),
        });
        return { state: 'failed' };
      } finally {
        if (run.origin === 'upload')
          await rm(path.dirname(run.path), { recursive: true, force: true });
      }
    },
  });
}

/** A failure to notify is logged, never turns the finished import into a failed one. */
async function notifyFollowers(
  deps: Parameters<typeof defineImportJob>[0],
  source: string,
  reportDate: string,
) {
  try {
    await deps.notifications.notifyNewQuarter({ source, reportDate });
  } catch (error) {
    deps.log.error(error, `notifying the followers of ${source} ${reportDate} failed`);
  }
}
