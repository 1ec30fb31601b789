import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../platform/config/paths';
import type { LoadResult } from './load';
import {
  CONCURRENCY,
  COUNTS,
  LOAD_SECONDS,
  NATIONAL,
  REPORT,
  REQUESTS_PER_CALL,
} from './bench-settings';
import { OWN_DATA_USER } from './own-data-calls';

/** One measured call's line of the report. */
export interface Row {
  name: string;
  target: number;
  p50: number;
  p95: number;
  failures: number;
}

/** Replaces the API latency section of docs/performance.md. */
export function writeReport(rows: Row[], rssMb: number, scoreLine: string) {
  const reference = rows[0]!.p95;
  const table = rows.map((r) => {
    const ratio = r.p95 / reference;
    const meets = r === rows[0] ? '' : r.p95 <= r.target && ratio <= 5 ? 'yes' : 'no';
    return `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r === rows[0] ? '1.0' : ratio.toFixed(1)} | ${r.failures} | ${meets} |`;
  });
  const section = [
    '## API latency (npm run bench)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), ${NATIONAL ? 'the national dataset' : `a synthetic dataset of ${COUNTS.banks} banks and ${COUNTS.creditUnions} credit unions`} on the local PostgreSQL server, ${CONCURRENCY} concurrent clients on loopback, ${REQUESTS_PER_CALL} requests per call after 20 warm-up requests, signed in as a MULTI user (bundle@example.com). Target: p95 at most 50 ms and at most 5 times the maintenance call's p95, for every call: the similar and targeted searches too (issue 28), and the own-data analyses (issue 29, signed in as ${OWN_DATA_USER}, whose organization holds the largest upload the limits allow, 200 products × 480 months).`,
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

export /** Replaces (or adds after the API latency section) the load mode's section. */
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
