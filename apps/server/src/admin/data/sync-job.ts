import type { NotificationService } from '../../customers/notifications/notification-service';
import type { Database } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { sendSafely, type Mailer } from '../../platform/mail/mailer';
import { sourceDefinitions } from '../../reference-data/sync/source-definitions';
import {
  formatSyncReport,
  isFailure,
  type SourceSyncReport,
} from '../../reference-data/sync/sync-report';
import { syncSources } from '../../reference-data/sync/sync-sources';
import { syncFailureMail } from './sync-failure-mail';
import type { SyncRunRepository, SyncRunRow } from './sync-run-repository';

export const SYNC_JOB = 'sync';

/**
 * Every sync job shares this key: one sync at a time on the whole installation (FFIEC and FDIC
 * both write the banks' quarters), whichever instance takes it.
 */
export const SYNC_JOB_KEY = 'sync';

/**
 * A run past this is taken as lost (its instance stopped) and run again. Years of history of a
 * national source fit inside; pg-boss allows less than 24 hours.
 */
const SYNC_EXPIRY_SECONDS = 6 * 60 * 60;

/** How many failed quarters a failure names; the rest are counted. */
const LISTED_FAILURES = 10;

/** Writes the step under way at most this often. */
const PHASE_EVERY_MS = 500;

export interface SyncJobDeps {
  db: Database;
  jobs: JobQueue;
  runs: SyncRunRepository;
  log: { error(error: unknown, message: string): void; info(message: string): void };
  /** Tells the followers of a quarter the sync brought (idempotent: once per quarter). */
  notifications: Pick<NotificationService, 'notifyNewQuarter'>;
  mailer: Mailer;
  publicUrl: string;
  /** DATA_DIR/downloads: interrupted downloads resume from their parts. */
  cacheDir: string;
  /** Where the sources' addresses are read (SYNC_NCUA_URL, …): the process's environment. */
  env?: NodeJS.ProcessEnv;
}

/** Defines the sync job: one run (one source) of `syncSources`, recorded in its sync_runs row. */
export function defineSyncJob(deps: SyncJobDeps) {
  deps.jobs.define<{ runId: string }>({
    name: SYNC_JOB,
    expireInSeconds: SYNC_EXPIRY_SECONDS,
    oneAtATimePerKey: true,
    run: ({ runId }) => runSync(deps, runId),
  });
}

/** Queues the job of a run just created, and notes the job on the run. */
export async function queueSyncRun(deps: Pick<SyncJobDeps, 'jobs' | 'runs'>, run: SyncRunRow) {
  const jobId = await deps.jobs.send(SYNC_JOB, { runId: run.id }, { key: SYNC_JOB_KEY });
  await deps.runs.update(run.id, { jobId });
  return { ...run, jobId };
}

/**
 * One run. Resumable: a run cut off by a restart is taken again (pg-boss), and the sync skips
 * every quarter already stored in its current version (synced_files, written in the quarter's
 * own import transaction), so the rest is imported and nothing is counted twice.
 */
export async function runSync(deps: SyncJobDeps, runId: string) {
  const run = await deps.runs.get(runId);
  // Taken again after it ended (a lost acknowledgement): nothing left to do.
  if (!run || run.finishedAt) return;
  const resumed = run.state === 'running';
  await deps.runs.update(runId, {
    state: 'running',
    startedAt: run.startedAt ?? new Date(),
    phase: resumed ? 'Resuming after a restart' : 'Starting',
  });
  const phase = phaseWriter(deps, runId);
  let report: SourceSyncReport | undefined;
  let error: string | null = null;
  try {
    [report] = await syncSources(deps.db, {
      sources: [run.source as SourceSyncReport['source']],
      cacheDir: deps.cacheDir,
      env: deps.env,
      log: phase.write,
    });
  } catch (thrown) {
    // Not thrown on: the same files fail the same way; the next scheduled run asks again.
    deps.log.error(thrown, `sync run ${runId} (${run.source}) failed`);
    error = thrown instanceof Error ? thrown.message : String(thrown);
  }
  await phase.flush();
  const finished = endOfRun(report, error);
  const { failure } = finished;
  const previous = await deps.runs.finishedBefore(run);
  // Once per failure: not again while the same one lasts; a success in between starts anew.
  // Noted with the run's end, in one write, so the screen never shows the run ended unmailed.
  const mail = failure !== null && !(previous?.state === 'failed' && previous.failure === failure);
  await deps.runs.update(runId, { ...finished, failureMailed: mail });
  if (mail && failure) await mailFailure(deps, run.source, failure, finished.finishedAt);
  if (report) await notifyFollowers(deps, report, resumed);
  return { state: finished.state };
}

/** What a run's row says once it ended, from its report or the error that stopped it. */
function endOfRun(report: SourceSyncReport | undefined, error: string | null) {
  const failure = error ?? (report?.failed ? failureOf(report) : null);
  return {
    state: failure ? 'failed' : report?.skipped ? 'skipped' : 'succeeded',
    phase: null,
    finishedAt: new Date(),
    failure,
    reportText: report ? formatSyncReport([report]) : null,
    report: report ?? null,
  };
}

/**
 * Puts a command-line sync's reports beside the scheduled runs, one finished run per source, so
 * the console shows what the operator's sync brought. Nobody is mailed: the operator saw it.
 */
export async function recordCommandLineRuns(
  runs: Pick<SyncRunRepository, 'createFinished'>,
  reports: readonly SourceSyncReport[],
  startedAt: Date,
) {
  for (const report of reports)
    await runs.createFinished({
      source: report.source,
      trigger: 'command line',
      startedAt,
      ...endOfRun(report, null),
    });
}

/** The failed quarters' lines, the first ten of them. */
function failureOf(report: SourceSyncReport): string {
  const lines = report.outcomes
    .filter(isFailure)
    .map((o) => `${o.through ? `${o.period} to ${o.through}` : o.period}: ${o.message}`);
  const more = lines.length - LISTED_FAILURES;
  return [...lines.slice(0, LISTED_FAILURES), ...(more > 0 ? [`… and ${more} more`] : [])].join(
    '\n',
  );
}

async function mailFailure(deps: SyncJobDeps, source: string, failure: string, at: Date) {
  const title = sourceDefinitions(deps.env).find((d) => d.source === source)?.title ?? source;
  for (const admin of await deps.runs.platformAdmins())
    await sendSafely(
      deps.mailer,
      syncFailureMail(admin.email, admin.firstName, { title, failure, at }, deps.publicUrl),
      deps.log,
    );
}

/**
 * A new or re-published quarter tells its followers, as an import does. A resumed run also
 * names the newest quarter held: the run cut off may have stored it before telling anyone
 * (notifyNewQuarter tells each follower once per quarter, so this never tells twice).
 */
async function notifyFollowers(deps: SyncJobDeps, report: SourceSyncReport, resumed: boolean) {
  if (report.source === 'rates') return;
  const quarters = new Set(
    report.outcomes
      .filter((o) => o.outcome === 'imported' || o.outcome === 'replaced')
      .map((o) => o.period),
  );
  if (resumed && report.newestPeriod) quarters.add(report.newestPeriod);
  for (const reportDate of [...quarters].sort()) {
    try {
      await deps.notifications.notifyNewQuarter({ source: report.source, reportDate });
    } catch (error) {
      // A failure to notify is logged, never turns the finished sync into a failed one.
      deps.log.error(error, `notifying the followers of ${report.source} ${reportDate} failed`);
    }
  }
}

/**
 * The step under way written to the run's row for the screen, at most every half second.
 * Never awaited by the sync: the embedded database answers other queries only once an
 * import's transaction ends.
 */
function phaseWriter(deps: Pick<SyncJobDeps, 'runs' | 'log'>, runId: string) {
  let pending: Promise<void> = Promise.resolve();
  let last = 0;
  return {
    write(line: string) {
      const now = Date.now();
      if (now - last < PHASE_EVERY_MS && !line.includes('importing')) return;
      last = now;
      pending = pending
        .then(() => deps.runs.update(runId, { phase: line }))
        .catch((error: unknown) => deps.log.error(error, 'sync progress not recorded'));
    },
    flush: () => pending,
  };
}
