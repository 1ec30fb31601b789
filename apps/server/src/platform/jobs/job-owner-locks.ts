import pg from 'pg';

/** The first key of the two-key advisory locks that mark a job's owner (any fixed number). */
const LOCK_SPACE = 0x50534a42;
/**
 * A job this young may be between pg-boss's fetch and its worker's lock: not taken back yet.
 * Far less than the reclaim interval, so a dead owner's job still comes back within a minute.
 */
const FRESH_JOB_SECONDS = 5;

export type JobOwnerLocks = ReturnType<typeof jobOwnerLocks>;

/**
 * Which instance runs which job, told by PostgreSQL itself: a worker holds a session advisory
 * lock named after its job on one connection of its instance for as long as the job runs.
 * When the instance dies, by kill -9 or with its machine, the server ends that session and
 * the lock goes with it; so an active job whose lock anyone can take has no living owner.
 * No heartbeat table and no clock to trust. (pg-boss alone would wait for the job's expiry,
 * an hour for the demo load.)
 */
export function jobOwnerLocks(
  connectionString: string,
  log: { error(error: unknown, message: string): void },
) {
  let client: Promise<pg.Client> | null = null;
  /** Jobs this instance runs: its own session holds their locks, which it could take again. */
  const running = new Set<string>();

  function connection(): Promise<pg.Client> {
    client ??= (async () => {
      const next = new pg.Client({ connectionString, application_name: 'peerscope job owner' });
      // A lost session loses its locks: the jobs it held may be taken back by others, which
      // at worst runs one twice (every job is safe to run again).
      next.on('error', (error) => {
        log.error(error, 'the job owner connection was lost');
        client = null;
      });
      await next.connect();
      return next;
    })().catch((error: unknown) => {
      client = null;
      throw error;
    });
    return client;
  }

  const query = async (text: string, values: unknown[]) => (await connection()).query(text, values);

  return {
    async hold(jobId: string) {
      running.add(jobId);
      await query('select pg_advisory_lock($1, hashtext($2))', [LOCK_SPACE, jobId]);
    },

    async release(jobId: string) {
      running.delete(jobId);
      await query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, jobId]).catch(
        (error: unknown) => log.error(error, 'could not release a job lock'),
      );
    },

    /** Sets the active jobs of dead owners to retry now; answers which. */
    async reclaim(): Promise<{ id: string; name: string }[]> {
      const { rows } = await query(
        `select id::text as id, name from pgboss.job
          where state = 'active' and started_on < now() - make_interval(secs => $1)`,
        [FRESH_JOB_SECONDS],
      );
      const taken: { id: string; name: string }[] = [];
      for (const job of rows as { id: string; name: string }[]) {
        if (running.has(job.id)) continue;
        const lock = await query('select pg_try_advisory_lock($1, hashtext($2)) as locked', [
          LOCK_SPACE,
          job.id,
        ]);
        if (!(lock.rows[0] as { locked: boolean }).locked) continue;
        try {
          const moved = await query(
            `update pgboss.job set state = 'retry', start_after = now()
              where name = $1 and id = $2 and state = 'active'`,
            [job.name, job.id],
          );
          if (moved.rowCount) taken.push(job);
        } finally {
          await query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, job.id]);
        }
      }
      return taken;
    },

    async close() {
      const open = client;
      client = null;
      if (open) await (await open.catch(() => null))?.end();
    },
  };
}
