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
 * BENCH_MODE=history: the history import alone (history-import.ts), on its own database
 * (BENCH_HISTORY_DATABASE_URL, default peerscope_history_bench, dropped and made again):
 * BENCH_HISTORY_QUARTERS (80) quarters of NCUA files synced into it; its section of
 * docs/performance.md is replaced. The other modes do not run it: it takes many minutes.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { iidOf } from '@app/core/domain/institution-ids';
import { queryRows } from '../platform/db/database';
import { scoreShares } from '../reference-data/data/score-shares';
import { customGroup, ensureDatabase } from './bench-database';
import { BASE, LOAD_SECONDS, LOAD_SERVERS, LOAD_USERS, MODE, ONLY, PORT } from './bench-settings';
import { betaSuiteCalls } from './beta-suite-calls';
import { ensureOwnData, OWN_DATA_USER, ownDataCalls } from './own-data-calls';
import { runHistoryBench } from './history-import';
import { loadUsers, runLoad, visitOf } from './load';
import { measure, peakRss, startServer, warmUp, type Call } from './measure';
import { writeLoadReport, writeReport, type Row } from './report';
import { signIn as signInAt } from './sign-in';

/** Cookies and CSRF token of a signed-in demo user; the token rides along for POSTs (GETs ignore it). */
async function signIn(email: string): Promise<Record<string, string>> {
  const { cookie, token } = await signInAt(BASE, email);
  return { cookie, 'x-csrf-token': token };
}

/** Users the name search's requests go round (2 rows of 420 requests, at most 120 each). */
const NAME_SEARCHERS = 8;

async function main() {
  if (MODE === 'history') return runHistoryBench();
  const database = await ensureDatabase();
  // The first instance; the load mode starts the others once it is up (BENCH_SERVERS).
  const servers = [await startServer(PORT)];
  try {
    const headers = await signIn('bundle@example.com');

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
      // Issue 28: each peer statistic and the bands against the national group, within the
      // same targets as the mean.
      ...(['median', 'trimmed', 'aggregate'] as const).map((statistic): [string, string] => [
        `series vs national group: ${statistic}`,
        `/api/${subject}/metric/LBPRE013/group/${nationalId}?statistic=${statistic}`,
      ]),
      [
        'series vs national group: bands',
        `/api/${subject}/metric/LBPRE013/group/${nationalId}?bands=true`,
      ],
      [
        'series vs custom group (25): median and bands',
        `/api/${subject}/metric/LBPRE013/group/${groupId}?statistic=median&bands=true`,
      ],
      [
        'quarterly vs national group: trimmed',
        `/api/${subject}/metric/quarterly/${date}/30/${nationalId}?statistic=trimmed`,
      ],
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
    const unionSimilar = { reportDate: date, states: [], typesOfMembership: [], excludeIids: [] };
    // A credit union for the custom group's picks: mixed-charter groups (issue 28).
    const [union] = await queryRows<{ iid: number }>(
      db,
      sql`select iid from institutions where institution_type = 'credit union' and active order by iid limit 1`,
    );
    const mixedPicks = [...peers.map((p) => p.iid), union!.iid].join(',');
    // The create-group screen's add-by-name: credit unions offered to a bank's group, the
    // picks so far left out, and the profiles of picks of both charters.
    const nameSearches: [string, string][] = [
      ['name search (both charters)', '/api/institution/search?q=sta'],
      [
        'name search (credit unions for a bank group)',
        `/api/institution/search?q=sta&institutionType=credit%20union&exclude=${mixedPicks}`,
      ],
      [
        'profiles of picks (both charters)',
        `/api/${subject}/profile/institutions?iids=${mixedPicks}`,
      ],
    ];
    // The name search allows a user 120 a minute (rate-limits.ts): its rows' requests go round
    // NAME_SEARCHERS users, each within the limit over both rows.
    const searchers = await Promise.all(
      (await loadUsers(db, NAME_SEARCHERS)).map((user) => signIn(user.email)),
    );
    const nmdHeaders = await signIn(OWN_DATA_USER);
    const [own] = await queryRows<{ iid: number }>(
      db,
      sql`select o.institution_iid as iid from users u join organizations o on o.id = u.organization_id
          where u.email = ${OWN_DATA_USER}`,
    );
    await ensureOwnData(own!.iid, nmdHeaders);
    // Issue 28: the searches answer within the analytics target, for both charters.
    const searches: Call[] = [
      {
        name: 'similar search (banks)',
        url: `/api/${subject}/profile/ffiec/similar`,
        body: similar,
      },
      {
        name: 'similar search (credit unions)',
        url: `/api/${unionSubject}/profile/ncua/similar`,
        body: unionSimilar,
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
      },
      {
        name: 'targeted search (credit unions: assets, states, ROA better)',
        url: `/api/${unionSubject}/profile/ncua/targeted`,
        body: {
          ...unionSimilar,
          states: ['TX', 'OK', 'LA', 'AR'],
          useAssets: true,
          assetsMin: 50,
          assetsMax: 2000,
          roaFilter: 1,
        },
      },
      // A broad search: about 1,300 credit unions found, a 700 KB answer.
      {
        name: 'targeted search (credit unions, broad: assets, loans to shares, ROA better)',
        url: `/api/${unionSubject}/profile/ncua/targeted`,
        body: {
          ...unionSimilar,
          useAssets: true,
          assetsMin: 50,
          assetsMax: 2000,
          useLnsToDep: true,
          lnsToDepMin: 60,
          lnsToDepMax: 100,
          roaFilter: 1,
        },
      },
    ].map((call) => ({ ...call, target: 50 }));
    const calls: Call[] = [
      ...analytics.map(([name, url]) => ({ name, url, target: 50 })),
      ...nameSearches.map(([name, url]) => ({
        name,
        url,
        target: 50,
        sessions: url.startsWith('/api/institution/search') ? searchers : undefined,
      })),
      ...ownDataCalls(own!.iid, date).map(([name, url]) => ({
        name,
        url,
        target: 50,
        headers: nmdHeaders,
      })),
      ...searches,
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
    const measured = calls.filter((c) => wanted(c.name));
    await warmUp(measured, headers);
    for (const call of measured) {
      rows.push({
        name: call.name,
        target: call.target,
        ...(await measure(call, call.headers ?? headers)),
      });
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
