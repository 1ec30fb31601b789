import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminStatement, databaseUrl, uniqueDatabaseName } from '../testing/database-templates';
import { startServer, type SpawnedServer } from '../testing/spawned-server';
import { DEMO_LOAD_JOB } from './prepare-demo';

/**
 * The first-start demo load on PostgreSQL, killed with kill -9 midway: the next instance
 * takes the dead instance's job back at its start (its owner's lock went with its session)
 * rather than after the job's one-hour expiry.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a demo load killed with kill -9', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = uniqueDatabaseName('demo_kill');
  const url = databaseUrl(adminUrl, name);
  const servers: SpawnedServer[] = [];
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await adminStatement(adminUrl, `drop database if exists ${name} with (force)`);
  });

  it('resumes within one minute of the next start', async () => {
    await adminStatement(adminUrl, `create database ${name}`);
    const env = { DATABASE_URL: url, DEMO_MODE: 'true', SESSION_SECRET: 'x'.repeat(40) };
    const client = new pg.Client({ connectionString: url });
    const activeJob = async () =>
      (
        await client.query<{ id: string; started_on: Date }>(
          `select id::text, started_on from pgboss.job where name = $1 and state = 'active'`,
          [DEMO_LOAD_JOB],
        )
      ).rows[0];

    const first = await startServer(env);
    servers.push(first);
    await client.connect();
    let quartersStored = 0;
    const counting = setInterval(() => {
      client
        .query<{ n: number }>('select count(distinct report_date)::int as n from call_reports')
        .then((result) => (quartersStored = result.rows[0]?.n ?? 0))
        .catch(() => undefined);
    }, 200);
    try {
      await first.waitFor((out) => out.includes('Loading the synthetic demo dataset'), 'the load');
      // Midway: a few quarters are stored.
      await first.waitFor(() => quartersStored >= 3, 'three quarters stored');
      const job = await activeJob();
      expect(job).toBeDefined();
      first.child.kill('SIGKILL');
      await first.exited;
      // The row still says active: pg-boss alone would wait for its expiry.
      expect((await activeJob())?.id).toBe(job?.id);

      const restarted = Date.now();
      const second = await startServer(env);
      servers.push(second);
      await second.waitFor(
        (out) =>
          out.includes(`The demo-load job ${job?.id} was left running by a stopped instance`),
        'the job taken back',
        60_000,
      );
      await second.waitFor(
        (out) => out.includes('Resuming the synthetic demo dataset after'),
        'the load resumed',
        60_000,
      );
      expect(Date.now() - restarted).toBeLessThan(60_000);
      const resumed = await activeJob();
      expect(resumed?.started_on.getTime()).toBeGreaterThan(restarted - 1000);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      clearInterval(counting);
      await client.end();
    }
  }, 180_000);
});
