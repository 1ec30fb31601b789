import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { jobQueue, type JobQueue } from './job-queue';

const quiet = { error: () => undefined };
/**
 * The gate of a run cut off by its instance's stop: a fresh one per test. The stopped queue's
 * worker still writes that run's end once it returns, so each test lets it end, and lets that
 * write land, before its database closes (endCutOffRun).
 */
let cutOff = { open: false, ended: false };
beforeEach(() => {
  cutOff = { open: false, ended: false };
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function endCutOffRun() {
  cutOff.open = true;
  const deadline = Date.now() + 10_000;
  while (!cutOff.ended && Date.now() < deadline) await sleep(50);
  await sleep(300);
}
const until = async (check: () => Promise<boolean>, what: string, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** A job that runs until the test lets it finish, counting its runs per instance. */
function slowJob(
  queue: JobQueue,
  instance: string,
  runs: string[],
  gate: { open: boolean; ended?: boolean },
) {
  queue.define({
    name: 'load',
    // Far longer than the test: only a hand-back or a reclaim can bring the job back.
    expireInSeconds: 3600,
    run: async () => {
      runs.push(instance);
      while (!gate.open) await sleep(50);
      if (gate === cutOff) cutOff.ended = true;
      return { by: instance };
    },
  });
}

describe.each(testDatabaseKinds)('jobs of a stopping instance on the %s database', (kind) => {
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    await endCutOffRun();
    for (const queue of queues.splice(0)) await queue.stop();
    await database.close();
  });

  it('hands a running job back to the queue at stop, and another instance runs it', async () => {
    database = await openTestDatabase(kind);
    const runs: string[] = [];
    const first = jobQueue(database.jobConnection, quiet);
    slowJob(first, 'first', runs, cutOff);
    const id = await first.send('load', {});
    await until(async () => (await first.job('load', id))?.state === 'active', 'the first run');
    await first.stop();

    const second = jobQueue(database.jobConnection, quiet);
    queues.push(second);
    slowJob(second, 'second', runs, { open: true });
    await second.start();
    expect((await second.job('load', id))?.state).toBe('retry');
    await until(async () => (await second.job('load', id))?.state === 'completed', 'the rerun');
    expect(runs).toEqual(['first', 'second']);
    expect((await second.job('load', id))?.output).toEqual({ by: 'second' });
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('jobs of an instance that died', () => {
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    await endCutOffRun();
    for (const queue of queues.splice(0)) await queue.stop();
    await database.close();
  });

  const connectionString = () => {
    if (database.jobConnection.kind !== 'server') throw new Error('a server database was opened');
    return database.jobConnection.connectionString;
  };

  it('takes back, at the next start, a job left active by an instance whose session is gone', async () => {
    database = await openTestDatabase('server');
    const runs: string[] = [];
    const first = jobQueue(database.jobConnection, quiet);
    slowJob(first, 'first', runs, cutOff);
    const id = await first.send('load', {});
    await until(async () => (await first.job('load', id))?.state === 'active', 'the first run');
    // As after kill -9: the instance's sessions are gone (so are its locks), the row says active.
    await first.stop();
    const admin = new pg.Client({ connectionString: connectionString() });
    await admin.connect();
    await admin.query(
      `update pgboss.job set state = 'active', started_on = now() - interval '1 minute' where id = $1`,
      [id],
    );
    await admin.end();

    const messages: string[] = [];
    const second = jobQueue(database.jobConnection, { ...quiet, info: (m) => messages.push(m) });
    queues.push(second);
    slowJob(second, 'second', runs, { open: true });
    await second.start();
    await until(async () => (await second.job('load', id))?.state === 'completed', 'the rerun');
    expect(runs).toEqual(['first', 'second']);
    expect(messages).toEqual([
      `The load job ${id} was left running by a stopped instance: it runs again now.`,
    ]);
  }, 60_000);

  it('leaves alone a job its living instance still runs', async () => {
    database = await openTestDatabase('server');
    const runs: string[] = [];
    const gate = { open: false };
    const first = jobQueue(database.jobConnection, quiet);
    queues.push(first);
    slowJob(first, 'first', runs, gate);
    const id = await first.send('load', {});
    await until(async () => (await first.job('load', id))?.state === 'active', 'the first run');
    const admin = new pg.Client({ connectionString: connectionString() });
    await admin.connect();
    // Old enough to be judged; its owner's lock says it is alive.
    await admin.query(
      `update pgboss.job set started_on = now() - interval '1 minute' where id = $1`,
      [id],
    );
    await admin.end();

    const second = jobQueue(database.jobConnection, quiet);
    queues.push(second);
    slowJob(second, 'second', runs, { open: true });
    await second.start();
    await sleep(1500);
    expect((await second.job('load', id))?.state).toBe('active');
    gate.open = true;
    await until(async () => (await first.job('load', id))?.state === 'completed', 'the run');
    expect(runs).toEqual(['first']);
  }, 60_000);
});
