import PgBoss from 'pg-boss';
import { jobDuration } from '../metrics/metrics';
import { jobOwnerLocks, type JobOwnerLocks } from './job-owner-locks';

/**
 * How pg-boss reaches the database: the embedded database's own connection (PGlite has one),
 * or the PostgreSQL server's address (pg-boss keeps a small pool of its own).
 */
export type JobConnection =
  | { kind: 'embedded'; executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }
  | { kind: 'server'; connectionString: string };

export interface JobDefinition<T> {
  /** A queue per kind of work: `import`, `sync`, `mail`, `demo-load`. */
  name: string;
  run(data: T, job: { id: string }): Promise<unknown>;
  /**
   * A job still running after this long is taken as lost (its instance stopped) and run again
   * by any instance. Long enough for the slowest honest run.
   */
  expireInSeconds: number;
  /** Jobs of one queue that share a key run one after another, across instances. */
  oneAtATimePerKey?: boolean;
}

export interface JobState {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: unknown;
  output: unknown;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

/**
 * A job's outcome for the metrics: the run state an import or a sync answers
 * (`{ state: 'succeeded' }`), else completed.
 */
function outcomeOf(answer: unknown): string {
  const state = (answer as { state?: unknown } | null)?.state;
  return typeof state === 'string' ? state : 'completed';
}

/** How often an instance looks for jobs left running by instances that are gone. */
const RECLAIM_INTERVAL_MS = 20_000;

/**
 * Background work as jobs in PostgreSQL (pg-boss): any instance takes a job, and a job whose
 * instance stopped is taken again after its expiry. Nothing polls until `start()` or the first
 * job sent, so a test that never sends one pays nothing.
 */
export function jobQueue(
  connection: JobConnection,
  log: { error(error: unknown, message: string): void; info?(message: string): void },
) {
  const definitions = new Map<string, JobDefinition<never>>();
  // On a PostgreSQL server, several instances share the jobs: each marks the jobs it runs as
  // its own, so that the jobs of an instance that died (kill -9, a lost machine) are taken back
  // at once rather than after their expiry (job-owner-locks.ts).
  const owners: JobOwnerLocks | null =
    connection.kind === 'server' ? jobOwnerLocks(connection.connectionString, log) : null;
  let reclaimTimer: NodeJS.Timeout | undefined;
  const boss = new PgBoss(
    connection.kind === 'server'
      ? { connectionString: connection.connectionString, max: 3, schedule: false }
      : { db: { executeSql: connection.executeSql }, schedule: false },
  );
  boss.on('error', (error) => log.error(error, 'background job queue error'));
  let started: Promise<void> | null = null;

  async function startWorking() {
    await boss.start();
    if (connection.kind === 'embedded') {
      // The embedded database has one server instance, this one: a job still marked active
      // was cut off by the last stop. It runs again now rather than after its expiry.
      await connection.executeSql(`update pgboss.job set state = 'retry' where state = 'active'`);
    }
    for (const definition of definitions.values()) {
      await boss.createQueue(definition.name, {
        name: definition.name,
        policy: definition.oneAtATimePerKey ? 'singleton' : 'standard',
        expireInSeconds: definition.expireInSeconds,
        retryLimit: 3,
        retryDelay: 5,
      });
      // One job at a time per worker: pg-boss hands a batch of one.
      await boss.work<unknown>(definition.name, { pollingIntervalSeconds: 1 }, async ([job]) =>
        job ? runOwned(definition, job) : undefined,
      );
    }
    if (owners) {
      await reclaim();
      reclaimTimer = setInterval(() => void reclaim(), RECLAIM_INTERVAL_MS);
      reclaimTimer.unref();
    }
  }

  async function runOwned(definition: JobDefinition<never>, job: { id: string; data: unknown }) {
    await owners?.hold(job.id);
    const timer = jobDuration.startTimer({ queue: definition.name });
    try {
      const answer = await definition.run(job.data as never, { id: job.id });
      timer({ outcome: outcomeOf(answer) });
      return answer;
    } catch (error) {
      timer({ outcome: 'error' });
      throw error;
    } finally {
      await owners?.release(job.id);
    }
  }

  /** Puts back in the queue the jobs left active by instances that are gone. */
  async function reclaim() {
    try {
      for (const job of (await owners?.reclaim()) ?? []) {
        log.info?.(
          `The ${job.name} job ${job.id} was left running by a stopped instance: it runs again now.`,
        );
      }
    } catch (error) {
      log.error(error, 'could not take back the jobs of stopped instances');
    }
  }

  const start = () => (started ??= startWorking());

  return {
    define<T>(definition: JobDefinition<T>) {
      if (started) throw new Error(`job ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as JobDefinition<never>);
    },

    /** Starts taking jobs on this instance (every server instance does, at start). */
    start,

    async send<T extends object>(name: string, data: T, options: { key?: string } = {}) {
      await start();
      const id = await boss.send(name, data, options.key ? { singletonKey: options.key } : {});
      if (!id) throw new Error(`the ${name} job was not queued`);
      return id;
    },

    /** Jobs waiting or running, by queue and state (for the metrics). */
    async depths(): Promise<{ labels: { queue: string; state: string }; value: number }[]> {
      if (!started) return [];
      await started;
      const result = (await boss.getDb().executeSql(
        `select name, state::text as state, count(*)::int as count from pgboss.job
          where state in ('created', 'retry', 'active') group by name, state`,
        [],
      )) as { rows: { name: string; state: string; count: number }[] };
      return result.rows.map((row) => ({
        labels: { queue: row.name, state: row.state },
        value: row.count,
      }));
    },

    async job(name: string, id: string): Promise<JobState | null> {
      await start();
      return (await boss.getJobById(name, id)) as JobState | null;
    },

    /**
     * Stops taking jobs and hands the ones still running back to the queue (pg-boss marks them
     * failed, which retries them on any instance after retryDelay), then lets go of the
     * connections.
     */
    async stop() {
      if (!started) return;
      clearInterval(reclaimTimer);
      await started.catch(() => undefined);
      await boss.stop({ graceful: false, wait: true, close: connection.kind === 'server' });
      await owners?.close();
    },
  };
}

export type JobQueue = ReturnType<typeof jobQueue>;
