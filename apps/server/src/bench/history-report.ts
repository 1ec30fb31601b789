import { cpus, totalmem } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../platform/config/paths';
import { REPORT } from './bench-settings';

/** What the history mode measured (history-import.ts). */
export interface HistoryResult {
  quarters: string[];
  totalMs: number;
  perQuarter: number[];
  medianMs: number;
  slowestMs: number;
  /** Credit-union reports held at the end, and the fewest and most of one quarter. */
  reports: number;
  fewest: number;
  most: number;
  /** Resident memory sampled every 200 ms during the sync, and the process's maxRSS. */
  peakRssMb: number;
  maxRssMb: number;
  /** CPU time of this process during the sync (PostgreSQL's is not counted). */
  cpuMs: number;
  load: { start: number; mean: number };
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Per decade of quarters (1–10, 11–20, …): the mean time, to show whether later ones slow. */
function byTens(perQuarter: number[]) {
  const parts: string[] = [];
  for (let i = 0; i < perQuarter.length; i += 10) {
    const slice = perQuarter.slice(i, i + 10);
    parts.push(`${secs(slice.reduce((s, t) => s + t, 0) / slice.length)}`);
  }
  return parts.join(', ');
}

/** Replaces (or adds at the end) the history section of docs/performance.md. */
export function writeHistoryReport(r: HistoryResult) {
  const meets = r.totalMs < 30 * 60_000 && r.maxRssMb < 1536;
  const section = [
    `## History import: ${r.quarters.length} quarters of NCUA (BENCH_MODE=history npm run bench)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB), the local PostgreSQL server, an empty database. ${r.quarters.length} quarters of NCUA call-report zips (${r.quarters[0]} to ${r.quarters.at(-1)}) were made from the real December 2025 sample (bench/history-files.ts: CYCLE_DATE rewritten, amounts scaled back 1.2% a quarter and moved a few percent per credit union, and up to 10% more credit unions in older quarters that stop filing over the years) and fetched from a mirror folder by one \`sync ncua\` (syncSources, as the CLI and "Sync now" run it): each quarter hashed, unzipped, read, stored with its metrics, scores, cross-sections and group sizes in its own transaction. ${r.fewest.toLocaleString('en-US')} to ${r.most.toLocaleString('en-US')} credit unions a quarter, ${r.reports.toLocaleString('en-US')} reports in all. Target (issue 25): under 30 minutes and under 1.5 GB.`,
    '',
    '| quarters | total | median per quarter | slowest quarter | mean per 10 quarters, oldest first | peak RSS (sampled) | maxRSS | meets target |',
    '|---|---|---|---|---|---|---|---|',
    `| ${r.quarters.length} | ${minutes(r.totalMs)} | ${secs(r.medianMs)} | ${secs(r.slowestMs)} | ${byTens(r.perQuarter)} | ${r.peakRssMb.toFixed(0)} MB | ${r.maxRssMb.toFixed(0)} MB | ${meets ? 'yes' : 'no'} |`,
    '',
    `The memory is that of the one Node process running the sync (the server's, when the console starts it); maxRSS includes writing the files before the sync. That process used ${minutes(r.cpuMs)} of CPU during the sync, a figure the machine's load does not inflate. Load average (1 min) ${r.load.start.toFixed(2)} at the start and ${r.load.mean.toFixed(2)} on average over the quarters; the machine's 2 cores are shared with other work, so a loaded run is an upper bound.`,
    '',
  ].join('\n');
  const before = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '# Performance\n';
  const pattern = /^## History import: [\s\S]*?(?=^## |$(?![\s\S]))/m;
  const next = pattern.test(before)
    ? before.replace(pattern, `${section}\n`)
    : `${before.trimEnd()}\n\n${section}`;
  writeFileSync(REPORT, next);
  console.log(`Wrote the history section of ${path.relative(repoRoot, REPORT)}`);
}
