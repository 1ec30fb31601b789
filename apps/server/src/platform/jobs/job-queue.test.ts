import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, type DatabaseHandle } from '../db/database';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { jobQueue, type JobQueue } from './job-queue';

const quiet = { error: () => undefined };
const until = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe.each(testDatabaseKinds)('background jobs of two instances on the %s database', (kind) => {
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database.close();
  });

  it('runs jobs of one key one after another, never two at once, whichever instance takes them', async () => {
    database = await openTestDatabase(kind);
    const spans: { instance: number; start: number; end: number }[] = [];
    // Two server instances on one database, as behind a load balancer; each takes jobs.
    for (const instance of [1, 2]) {
      const queue = jobQueue(database.jobConnection, quiet);
      queues.push(queue);
      queue.define<{ key: string }>({
        name: 'import',
        expireInSeconds: 60,
        oneAtATimePerKey: true,
        run: async () => {
          const start = Date.now();
          await new Promise((resolve) => setTimeout(resolve, 700));
          spans.push({ instance, start, end: Date.now() });
        },
      });
      await queue.start();
    }
    for (const queue of queues) await queue.send('import', { key: 'fred' }, { key: 'fred' });
    await queues[0]!.send('import', { key: 'fred' }, { key: 'fred' });
    await until(async () => spans.length === 3, 'three imports');
    spans.sort((a, b) => a.start - b.start);
    for (let i = 1; i < spans.length; i += 1) {
      expect(spans[i]!.start).toBeGreaterThanOrEqual(spans[i - 1]!.end);
    }
  }, 90_000);
});

describe('background jobs on the embedded database', () => {
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database.close();
  });

  it('runs a job and keeps what it answered', async () => {
    database = await openEmbeddedDatabase(undefined);
    const queue = jobQueue(database.jobConnection, quiet);
    queues.push(queue);
    queue.define<{ n: number }>({
      name: 'double',
      expireInSeconds: 60,
      run: async ({ n }) => ({ doubled: n * 2 }),
    });
    const id = await queue.send('double', { n: 21 });
    await until(async () => (await queue.job('double', id))?.state === 'completed', 'the job');
    expect((await queue.job('double', id))?.output).toEqual({ doubled: 42 });
  }, 60_000);

  it('runs again, at the next start, a job its stopped instance left running', async () => {
    database = await openEmbeddedDatabase(undefined);
    let runs = 0;
    const define = (queue: JobQueue) =>
      queue.define({
        name: 'load',
        // Far longer than the test: only the restart can bring the job back.
        expireInSeconds: 3600,
        run: async () => {
          runs += 1;
          return { run: runs };
        },
      });
    const first = jobQueue(database.jobConnection, quiet);
    define(first);
    const id = await first.send('load', {});
    await until(async () => (await first.job('load', id))?.state === 'completed', 'the first run');
    await first.stop();
    // The process died mid-run: the row still says active, and nobody will complete it.
    const connection = database.jobConnection;
    if (connection.kind !== 'embedded') throw new Error('an embedded database was opened');
    await connection.executeSql(
      `update pgboss.job set state = 'active', completed_on = null where id = '${id}'`,
    );

    const second = jobQueue(database.jobConnection, quiet);
    queues.push(second);
    define(second);
    await second.start();
    await until(async () => (await second.job('load', id))?.state === 'completed', 'the rerun');
    expect(runs).toBe(2);
  }, 60_000);
});
