/**
 * `npm run bench`: the national dataset on the local PostgreSQL server, the real server process
 * in front of it, 10 concurrent clients on loopback per call, p50 and p95 of every analytics
 * call next to the maintenance call of the same run, and the server's peak resident memory.
 * Writes docs/performance.md (the data-generation section is kept; the API table is replaced).
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/peerscope_bench): created and
 * loaded with `generate --scale national` when it holds no national dataset yet.
 * BENCH_BANKS and BENCH_CREDIT_UNIONS: a smaller synthetic dataset instead (the national one
 * takes half an hour to generate); the report names the counts measured on.
 * BENCH_ONLY: a comma list of words; only the calls whose name holds one of them are measured
 * (the maintenance reference always is), and the table is printed instead of written, so that
 * a before/after of a few calls does not take the whole run or replace the full report.
 * BENCH_MODE: `calls` (the per-call latencies only), `load` (the load mode only), or both (the
 * default). The load mode (load.ts): BENCH_LOAD_USERS signed-in users (100) for
 * BENCH_LOAD_SECONDS (60) replaying the dashboard's and the rooms' calls, spread over
 * BENCH_SERVERS server processes (1) on the one database; its section of docs/performance.md
 * is replaced.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { iidOf } from '@app/core/domain/institution-ids';
import { repoRoot, serverRoot } from '../platform/config/paths';
import { openServerDatabase, queryRows } from '../platform/db/database';
import { organizations } from '../platform/db/schema/organization-tables';
import { peerGroupMembers, peerGroups } from '../platform/db/schema/peer-group-tables';
import { terminalProgress } from '../reference-data/data/terminal-progress';
import { scoreShares } from '../reference-data/data/score-shares';
import { betaSuiteCalls } from './beta-suite-calls';
import { generateDataset } from '../reference-data/synthetic/generate-dataset';
import { SCALES } from '../reference-data/synthetic/parameters';
import { loadUsers, runLoad, visitOf, type LoadResult } from './load';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/peerscope_bench';
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const CONCURRENCY = 10;
const REQUESTS_PER_CALL = Number(process.env.BENCH_REQUESTS ?? 400);
const BASE = `http://127.0.0.1:${PORT}`;
const REPORT = path.join(repoRoot, 'docs', 'performance.md');
const FRED = path.resolve(repoRoot, '..', 'shared', 'data', 'real', 'fred');
const COUNTS = {
  banks: Number(process.env.BENCH_BANKS ?? SCALES.national.banks),
  creditUnions: Number(process.env.BENCH_CREDIT_UNIONS ?? SCALES.national.creditUnions),
};
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter((word) => word.length > 0);
const MODE = process.env.BENCH_MODE ?? 'all';
const LOAD_USERS = Number(process.env.BENCH_LOAD_USERS ?? 100);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const LOAD_SERVERS = Number(process.env.BENCH_SERVERS ?? 1);
const NATIONAL =
  COUNTS.banks === SCALES.national.banks && COUNTS.creditUnions === SCALES.national.creditUnions;

async function ensureDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();

  const database = await openServerDatabase(DATABASE_URL);
  const [held] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from institutions where synthetic`,
  );
  // Some generated institutions are inactive by the last quarter, hence 90% of the roster.
  if ((held?.n ?? 0) < 0.9 * (COUNTS.banks + COUNTS.creditUnions)) {
    console.log(
      `Loading ${COUNTS.banks} banks and ${COUNTS.creditUnions} credit unions (once per database)…`,
    );
    await generateDataset(database.db, {
      scale: 'national',
      institutionCount: NATIONAL ? undefined : COUNTS,
      seed: 1,
      ratesFolder: existsSync(FRED) ? FRED : undefined,
      progress: terminalProgress(),
    });
  }
  return database;
}

/** The demo organization of bundle@example.com gets a custom group of 25 banks to compare with. */
async function customGroup(db: Awaited<ReturnType<typeof ensureDatabase>>['db'], subject: number) {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.institutionIid, subject));
  if (!org) throw new Error('The demo organizations are missing: start with DEMO_MODE=true.');
  const name = 'Benchmark peers';
  const [existing] = await db
    .select({ groupId: peerGroups.groupId })
    .from(peerGroups)
    .where(and(eq(peerGroups.organizationId, org.id), eq(peerGroups.name, name)));
  if (existing) return existing.groupId;
  const [group] = await db
    .insert(peerGroups)
    .values({ groupType: 10, institutionType: 'bank', name, organizationId: org.id })
    .returning({ groupId: peerGroups.groupId });
  const members = await queryRows<{ iid: number }>(
    db,
    sql`select iid from institutions where institution_type = 'bank' and active and iid <> ${subject} order by iid limit 25`,
  );
  await db
    .insert(peerGroupMembers)
    .values(members.map((m) => ({ groupId: group!.groupId, iid: m.iid })));
  return group!.groupId;
}

function percentile(sorted: number[], p: number) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

/** One measured call: GET unless a body is given (then POST); searches have their own target. */
interface Call {
  name: string;
  url: string;
  body?: unknown;
  /** p95 target in milliseconds (issue 4: 50 for analytics calls, 150 for the searches). */
  target: number;
}

/** REQUESTS_PER_CALL requests by CONCURRENCY clients in a loop; latencies in milliseconds. */
async function measure(call: Call, headers: Record<string, string>) {
  const init: RequestInit =
    call.body === undefined
      ? { headers }
      : {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(call.body),
        };
  const url = call.url;
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS_PER_CALL) {
      next += 1;
      const started = performance.now();
      const response = await fetch(BASE + url, init);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) failures += 1;
    }
  };
  // Warm-up: first requests pay for plan caches and connection set-up.
  for (let i = 0; i < 20; i++) {
    const response = await fetch(BASE + url, init);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${call.name}: ${response.status} from ${url}`);
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), failures };
}

function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * One server process on `port`, answering once it is up. BENCH_SERVER_NODE_ARGS: extra node
 * flags for it (`--cpu-prof --cpu-prof-dir=…` to profile it).
 */
async function startServer(port: number) {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn('node', [...nodeArgs, path.join(serverRoot, 'dist', 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'benchmark-secret-benchmark-secret-0123',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/auth/maintenance`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(1000);
  }
  return server;
}

async function main() {
  const database = await ensureDatabase();
  // The first instance; the load mode starts the others once it is up (BENCH_SERVERS).
  const servers = [await startServer(PORT)];
  try {
    const csrf = await fetch(`${BASE}/api/auth/csrf`);
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { token } = (await csrf.json()) as { token: string };
    const login = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrfCookie },
      body: JSON.stringify({ email: 'bundle@example.com', password: 'demo-password' }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = [csrfCookie, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join(
      '; ',
    );
    // The CSRF token rides along for the searches (POST); GETs ignore it.
    const headers = { cookie, 'x-csrf-token': token };

    const subject = iidOf('bank', 9000004);
    const db = database.db;
    const groupId = await customGroup(db, subject);
    const [national] = await queryRows<{ group_id: number }>(
      db,
      sql`select group_id from peer_groups where institution_type = 'bank' and rule_kind = 'national'`,
    );
    const [latest] = await queryRows<{ d: string }>(
      db,
      sql`select max(report_date)::text as d from report_dates where institution_type = 'bank'`,
    );
    const nationalId = national!.group_id;
    const unionSubject = iidOf('credit union', 900007);
    const [unionNational] = await queryRows<{ group_id: number }>(
      db,
      sql`select group_id from peer_groups where institution_type = 'credit union' and rule_kind = 'national'`,
    );
    const unionNationalId = unionNational!.group_id;
    const date = latest!.d;
    const peers = await queryRows<{ iid: number }>(
      db,
      sql`select iid from peer_group_members where group_id = ${groupId} order by iid limit 3`,
    );
    const three = peers.map((p) => p.iid).join(',');

    const analytics: [string, string][] = [
      ['GET api/auth/maintenance (reference)', '/api/auth/maintenance'],
      ['metric list: trend', `/api/${subject}/metric/trend`],
      ['metric list: correlation', `/api/${subject}/metric/correlation`],
      ['one metric', `/api/${subject}/metric/LBPRE013`],
      ['series vs custom group (25)', `/api/${subject}/metric/LBPRE013/group/${groupId}`],
      ['series vs national group', `/api/${subject}/metric/LBPRE013/group/${nationalId}`],
      ['series vs institution', `/api/${subject}/metric/LBPRE013/iid/${peers[0]!.iid}`],
      ['series of 3 institutions', `/api/${subject}/metric/LBPRE013/iids/${three}`],
      ['percentile vs national group', `/api/${subject}/metric/percentile/LBPRE013/${nationalId}`],
      [
        'percentile vs custom group',
        `/api/${subject}/metric/percentile/LBPRE013/${groupId}/${three}`,
      ],
      [
        'statistical (beta, R squared)',
        `/api/${subject}/metric/statistical/LBPRQCOSTDEP/2016-03-31/${date}`,
      ],
      ['quarterly vs national group', `/api/${subject}/metric/quarterly/${date}/30/${nationalId}`],
      ['quarterly vs custom group', `/api/${subject}/metric/quarterly/${date}/10/${groupId}`],
      ['quarterly vs 3 institutions', `/api/${subject}/metric/quarterly/${date}/${three}`],
      [
        'aggregate ranks (national)',
        `/api/${subject}/metric/aggregate/LBPRE013/${date}/${nationalId}`,
      ],
      ['decay', `/api/${subject}/decay/LBPRNMD?startDate=2016-03-31&endDate=${date}&truncate=true`],
      ...betaSuiteCalls(subject, nationalId, groupId, three),
      ['element: loan mix vs group', `/api/${subject}/element/loan-mix/group/${groupId}`],
      ['element slices', `/api/${subject}/element/slices/loan-mix?count=5`],
      [
        'KPIs vs national group',
        `/api/${subject}/kpi/LBPRLNDEP,LBPRLIQASSET,LBPRNONCORE,LBPRCASHDUEAS,LBPRNMDDEP?peer=group:${nationalId}`,
      ],
      ['rate series', '/api/rate/FEDFUNDS'],
      ['rate definition', '/api/rate/definition/WM2NS'],
      ['dates', '/api/date'],
      ['dialog information', '/api/dialoginformation/LBPRE013'],
      ['regression dropdown', '/api/dropdown/regression'],
      [
        'credit union: series vs national group',
        `/api/${unionSubject}/metric/FPR_NWRATIO/group/${unionNationalId}`,
      ],
      [
        'credit union: percentile vs national group',
        `/api/${unionSubject}/metric/percentile/FPR_NWRATIO/${unionNationalId}`,
      ],
      [
        'credit union: quarterly vs national group',
        `/api/${unionSubject}/metric/quarterly/${date}/30/${unionNationalId}`,
      ],
      ['credit union: group list', `/api/${unionSubject}/group`],
      ['group list', `/api/${subject}/group`],
      ['group members (custom)', `/api/${subject}/group/${groupId}/institutions`],
      ['profiles of a group', `/api/${subject}/profile/${groupId}`],
    ];
    const similar = { reportDate: date, states: [], ownershipTypes: [], excludeIids: [] };
    const calls: Call[] = [
      ...analytics.map(([name, url]) => ({ name, url, target: 50 })),
      {
        name: 'similar search (banks)',
        url: `/api/${subject}/profile/ffiec/similar`,
        body: similar,
        target: 150,
      },
      {
        name: 'similar search (credit unions)',
        url: `/api/${unionSubject}/profile/ncua/similar`,
        body: { reportDate: date, states: [], typesOfMembership: [], excludeIids: [] },
        target: 150,
      },
      {
        name: 'targeted search (banks: assets, states, ROE better)',
        url: `/api/${subject}/profile/ffiec/targeted`,
        body: {
          ...similar,
          states: ['TX', 'OK', 'LA', 'AR'],
          useAssets: true,
          assetsMin: 100,
          assetsMax: 5000,
          roeFilter: 1,
        },
        target: 150,
      },
    ];
    if (MODE !== 'calls') {
      const [unionLatest] = await queryRows<{ d: string }>(
        db,
        sql`select max(report_date)::text as d from report_dates where institution_type = 'credit union'`,
      );
      const context = {
        nationalGroup: { bank: nationalId, 'credit union': unionNationalId },
        newestQuarter: { bank: date, 'credit union': unionLatest!.d },
      };
      const people = await loadUsers(db, LOAD_USERS);
      // Further instances on the same database, one after the other (each seeds the demo
      // accounts at start): the users are spread over them, as a load balancer would.
      for (let i = 1; i < LOAD_SERVERS; i++) servers.push(await startServer(PORT + i));
      const bases = servers.map((_, i) => `http://127.0.0.1:${PORT + i}`);
      console.log(
        `Load: ${people.length} users on ${bases.length} server(s) for ${LOAD_SECONDS} s…`,
      );
      const loadBefore = loadavg()[0]!;
      const result = await runLoad(bases, people, LOAD_SECONDS, (user, n) =>
        visitOf(user, n, context),
      );
      // The machine is shared: the report says how busy it was.
      const machineLoad = { start: loadBefore, end: loadavg()[0]! };
      console.log(
        `Load: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`,
      );
      writeLoadReport(
        result,
        Math.max(...servers.map((server) => peakRss(server.pid!))),
        machineLoad,
      );
      if (MODE === 'load') return;
    }
    const wanted = (name: string) =>
      name === calls[0]!.name || ONLY.length === 0 || ONLY.some((word) => name.includes(word));
    const rows: Row[] = [];
    for (const call of calls.filter((c) => wanted(c.name))) {
      rows.push({ name: call.name, target: call.target, ...(await measure(call, headers)) });
      process.stdout.write(
        `${call.name}: p50 ${rows.at(-1)!.p50.toFixed(1)} ms, p95 ${rows.at(-1)!.p95.toFixed(1)} ms\n`,
      );
    }
    const rss = peakRss(servers[0]!.pid!);
    // Scores are quintiles: each should hold 20% ± 1 pt of the institutions of its type.
    const shares = (await scoreShares(db, date)).filter((row) => row.report_date === date);
    const lowest = Math.min(...shares.map((row) => row.share));
    const highest = Math.max(...shares.map((row) => row.share));
    const scoreLine = `Performance score shares on ${date}: every score of every area and institution type holds ${lowest.toFixed(2)}% to ${highest.toFixed(2)}% of the institutions (target 20% ± 1 pt: ${lowest >= 19 && highest <= 21 ? 'met' : 'NOT met'}; ${shares.length} area, type and score rows).`;
    console.log(scoreLine);
    if (ONLY.length === 0) writeReport(rows, rss, scoreLine);
    else console.log(`Server peak resident memory (VmHWM): ${rss.toFixed(0)} MB`);
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await database.close();
  }
}

interface Row {
  name: string;
  target: number;
  p50: number;
  p95: number;
  failures: number;
}

function writeReport(rows: Row[], rssMb: number, scoreLine: string) {
  const reference = rows[0]!.p95;
  const table = rows.map((r) => {
    const ratio = r.p95 / reference;
    // The searches' target is absolute only (issue 4).
    const meets =
      r === rows[0] ? '' : r.p95 <= r.target && (r.target > 50 || ratio <= 5) ? 'yes' : 'no';
    return `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r === rows[0] ? '1.0' : ratio.toFixed(1)} | ${r.failures} | ${meets} |`;
  });
  const section = [
    '## API latency (npm run bench)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), ${NATIONAL ? 'the national dataset' : `a synthetic dataset of ${COUNTS.banks} banks and ${COUNTS.creditUnions} credit unions`} on the local PostgreSQL server, ${CONCURRENCY} concurrent clients on loopback, ${REQUESTS_PER_CALL} requests per call after 20 warm-up requests, signed in as a MULTI user (bundle@example.com). Target: p95 at most 50 ms and at most 5 times the maintenance call's p95; the similar and targeted searches at most 150 ms.`,
    '',
    '| call | p50 ms | p95 ms | p95 / maintenance | failed | meets target |',
    '|---|---|---|---|---|---|',
    ...table,
    '',
    `Server peak resident memory (VmHWM): ${rssMb.toFixed(0)} MB (target under 1,536 MB).`,
    '',
    scoreLine,
    '',
  ].join('\n');
  const before = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '# Performance\n\n';
  const start = before.indexOf('## API latency');
  const rest = start === -1 ? before : before.slice(0, start);
  const after =
    start === -1
      ? ''
      : before.slice(start).replace(/^## API latency[\s\S]*?(?=^## |$(?![\s\S]))/m, '');
  writeFileSync(REPORT, `${rest.trimEnd()}\n\n${section}${after ? `\n${after.trimStart()}` : ''}`);
  console.log(`Wrote ${path.relative(repoRoot, REPORT)}`);
}

/** Replaces (or adds after the API latency section) the load mode's section. */
function writeLoadReport(
  r: LoadResult,
  rssMb: number,
  machineLoad: { start: number; end: number },
) {
  const share = (n: number) => `${((100 * n) / r.requests).toFixed(0)}%`;
  const section = [
    `## Load: ${r.users} users (npm run bench)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores shared by the clients, the server and PostgreSQL), ${NATIONAL ? 'the national dataset' : `a synthetic dataset of ${COUNTS.banks} banks and ${COUNTS.creditUnions} credit unions`} on the local PostgreSQL server, ${r.servers === 1 ? 'one server process' : `${r.servers} server processes on the one database, the users spread over them`}. ${r.users} signed-in users (bench/load.ts; members of the standard, bundle and credit-union demo organizations) each replay, for ${LOAD_SECONDS} s and as fast as answers come, what the dashboard and the rooms ask for: the dashboard, the shell's calls, the date and rate lists, the group list, the trend room (metric list, a series and a percentile against the national group, one of five metrics per user), the quarterly summary and the KPIs. Like a browser on a repeat visit, a user sends back the ETag of an answer it holds. Target (issue 15): p95 at most 250 ms and no errors.`,
    '',
    '| users | seconds | requests | req/s | p50 ms | p95 ms | p99 ms | errors | 304 | answer cache hits | meets target |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${r.users} | ${r.seconds.toFixed(0)} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${share(r.notModified)} | ${share(r.cacheHits)} | ${r.p95 <= 250 && r.errors === 0 ? 'yes' : 'no'} |`,
    '',
    `Slowest calls by p95: ${r.slowest
      .slice(0, 5)
      .map((c) => `${c.name} ${c.p95.toFixed(0)} ms`)
      .join(
        ', ',
      )}. ${r.servers === 1 ? 'Server' : 'Largest server'} peak resident memory (VmHWM): ${rssMb.toFixed(0)} MB. Load average (1 min) ${machineLoad.start.toFixed(2)} at the start, ${machineLoad.end.toFixed(2)} at the end.`,
    '',
  ].join('\n');
  const before = readFileSync(REPORT, 'utf8');
  const pattern = /^## Load: [\s\S]*?(?=^## |$(?![\s\S]))/m;
  const next = pattern.test(before)
    ? before.replace(pattern, `${section}\n`)
    : insertAfterLatency(before, section);
  writeFileSync(REPORT, next);
  console.log(`Wrote the load section of ${path.relative(repoRoot, REPORT)}`);
}

/** The load section goes right after the API latency section. */
function insertAfterLatency(text: string, section: string) {
  const start = text.indexOf('## API latency');
  if (start === -1) return `${text.trimEnd()}\n\n${section}`;
  const nextHeading = text.indexOf('\n## ', start + 1);
  if (nextHeading === -1) return `${text.trimEnd()}\n\n${section}`;
  return `${text.slice(0, nextHeading + 1)}${section}\n${text.slice(nextHeading + 1)}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
