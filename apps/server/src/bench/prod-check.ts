/**
 * The driver of scripts/prod-check.sh (docs/operations.md, "Behind a real proxy"): three
 * instances on one PostgreSQL database behind nginx with TLS, the bench's load mode through
 * nginx, once as it is and once with a rolling restart of the three instances (SIGTERM, start
 * again, wait for ready), and a check that sessions and anti-forgery tokens work across
 * instances. Prints the figures; exits 1 when a user request failed (5xx or dropped) or p95
 * grew by more than half.
 *
 * Settings (the script sets them): DATABASE_URL, PROD_CHECK_PORTS (the instances' ports),
 * PROD_CHECK_PROXY (https://127.0.0.1:8443), TRUST_PROXY, BENCH_LOAD_USERS,
 * BENCH_LOAD_SECONDS; NODE_EXTRA_CA_CERTS names the self-signed certificate.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverRoot } from '../platform/config/paths';
import { openServerDatabase, queryRows } from '../platform/db/database';
import { LOAD_SECONDS, LOAD_USERS } from './bench-settings';
import { loadUsers, runLoad, visitOf, type LoadResult } from './load';
import { demoSession } from './sign-in';

const DATABASE_URL = process.env.DATABASE_URL!;
const PORTS = (process.env.PROD_CHECK_PORTS ?? '3301,3302,3303').split(',').map(Number);
const PROXY = process.env.PROD_CHECK_PROXY ?? 'https://127.0.0.1:8443';
const SECRET = 'prod-check-secret-prod-check-secret-0123';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startInstance(port: number): ChildProcess {
  return spawn('node', [path.join(serverRoot, 'dist', 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: SECRET,
      SHUTDOWN_GRACE_SECONDS: '20',
      PUBLIC_URL: PROXY,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitReady(port: number) {
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
  throw new Error(`instance on ${port} not ready after 60 s`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Sessions and anti-forgery tokens made on one instance work on the others. */
async function crossInstanceCheck(): Promise<string[]> {
  const problems: string[] = [];
  const [a, b, c] = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string, string];
  const { cookie, token, ok, status } = await demoSession('standard@example.com', a, b);
  if (!ok) problems.push(`a token from instance 1 did not sign in on instance 2: ${status}`);
  const me = await fetch(`${c}/api/auth/me`, { headers: { cookie } });
  if (!me.ok) problems.push(`a session from instance 2 was refused on instance 3: ${me.status}`);
  const logout = await fetch(`${a}/api/auth/logout`, {
    method: 'POST',
    headers: { 'x-csrf-token': token, cookie },
  });
  if (logout.status !== 204) problems.push(`sign-out on instance 1 answered ${logout.status}`);
  return problems;
}

const line = (label: string, r: LoadResult) =>
  `${label}: ${r.requests} requests in ${r.seconds.toFixed(0)} s (${r.perSecond.toFixed(0)}/s), p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, failed ${r.errors}`;

async function main() {
  const database = await openServerDatabase(DATABASE_URL);
  const db = database.db;
  const instances = PORTS.map(startInstance);
  try {
    await Promise.all(PORTS.map(waitReady));
    const national = async (type: string) =>
      (
        await queryRows<{ group_id: number }>(
          db,
          sql`select group_id from peer_groups where institution_type = ${type} and rule_kind = 'national'`,
        )
      )[0]!.group_id;
    const newest = async (type: string) =>
      (
        await queryRows<{ d: string }>(
          db,
          sql`select max(report_date)::text as d from report_dates where institution_type = ${type}`,
        )
      )[0]!.d;
    const context = {
      nationalGroup: {
        bank: await national('bank'),
        'credit union': await national('credit union'),
      },
      newestQuarter: { bank: await newest('bank'), 'credit union': await newest('credit union') },
    };
    const people = await loadUsers(db, LOAD_USERS);
    const visit = (user: (typeof people)[number], n: number) => visitOf(user, n, context);

    console.log(`prod-check: ${people.length} users through ${PROXY}, ${LOAD_SECONDS} s per run`);
    const steady = await runLoad([PROXY], people, LOAD_SECONDS, visit);
    console.log(line('without restarts', steady));

    // The rolling restart: each instance in turn, spread over the run.
    const restarts: string[] = [];
    const rolling = (async () => {
      const gap = (LOAD_SECONDS * 1000) / (PORTS.length + 1);
      for (const [i, port] of PORTS.entries()) {
        await sleep(i === 0 ? gap : Math.max(0, gap - 2000));
        const t0 = Date.now();
        instances[i]!.kill('SIGTERM');
        const code = await exited(instances[i]!);
        const stopped = Date.now();
        instances[i] = startInstance(port);
        await waitReady(port);
        restarts.push(
          `instance ${port}: stopped in ${stopped - t0} ms (exit ${code}), ready again ${Date.now() - stopped} ms later`,
        );
      }
    })();
    const restarted = await runLoad([PROXY], people, LOAD_SECONDS, visit);
    await rolling;
    console.log(line('with a rolling restart', restarted));
    for (const restart of restarts) console.log(`  ${restart}`);

    const problems = await crossInstanceCheck();
    console.log(
      problems.length === 0
        ? 'sessions and anti-forgery tokens: valid across the three instances'
        : problems.join('\n'),
    );
    const ratio = restarted.p95 / steady.p95;
    console.log(`p95 with restarts / without: ${ratio.toFixed(2)} (target 1.5 or less)`);
    const failed = restarted.errors + steady.errors;
    const passed = failed === 0 && ratio <= 1.5 && problems.length === 0 && restarts.length === 3;
    console.log(passed ? 'prod-check passed' : 'prod-check FAILED');
    process.exitCode = passed ? 0 : 1;
  } finally {
    for (const instance of instances) instance.kill('SIGTERM');
    await Promise.all(instances.map(exited));
    await database.close();
  }
}

await main();
