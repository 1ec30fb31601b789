import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openServerDatabase, queryRows } from '../platform/db/database';
import { syncSources } from '../reference-data/sync/sync-sources';
import { HISTORY_DATABASE_URL, HISTORY_QUARTERS, NCUA_TEMPLATE } from './bench-settings';
import { writeNcuaHistory } from './history-files';
import { writeHistoryReport, type HistoryResult } from './history-report';

/** The template's quarter: the real NCUA sample of December 2025. */
const TEMPLATE_DATE = '2025-12-31';

/** A new, empty database (migrated by openServerDatabase): history is measured from nothing. */
async function freshDatabase(url: string) {
  const name = new URL(url).pathname.slice(1).replace(/"/g, '');
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return openServerDatabase(url);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/**
 * `BENCH_MODE=history`: HISTORY_QUARTERS quarters of NCUA files made from the real sample
 * (history-files.ts), then one `sync ncua --from <that folder>` into an empty database on the
 * local PostgreSQL server, as an installation fetching its history would: every quarter
 * downloaded (here, read in place), checked, unzipped, imported with its metrics in its own
 * transaction. Measures the whole sync, each quarter, and this process's resident memory (the
 * server runs the same sync for "Sync now"). Writes its section of docs/performance.md.
 */
export async function runHistoryBench() {
  const work = await mkdtemp(path.join(tmpdir(), 'peerscope-history-'));
  const database = await freshDatabase(HISTORY_DATABASE_URL);
  try {
    const mirror = path.join(work, 'mirror');
    let started = performance.now();
    const quarters = await writeNcuaHistory(NCUA_TEMPLATE, TEMPLATE_DATE, HISTORY_QUARTERS, mirror);
    console.log(
      `History: ${quarters.length} quarters of NCUA files (${quarters[0]} to ${quarters.at(-1)}) written in ${seconds(performance.now() - started)}`,
    );

    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 200);
    const loadBefore = loadavg()[0]!;
    const loads: number[] = [];
    const perQuarter: number[] = [];
    let quarterStart = 0;
    const cpuBefore = process.cpuUsage();
    started = performance.now();
    const finishQuarter = () => {
      if (quarterStart === 0) return;
      perQuarter.push(performance.now() - quarterStart);
      loads.push(loadavg()[0]!);
      const done = perQuarter.length;
      const elapsed = performance.now() - started;
      const eta = (elapsed / done) * (quarters.length - done);
      console.log(
        `  ${done}/${quarters.length} in ${seconds(perQuarter.at(-1)!)}; ${seconds(elapsed)} so far, about ${seconds(eta)} left; RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
      );
    };
    const [report] = await syncSources(database.db, {
      sources: ['ncua'],
      from: mirror,
      since: quarters[0]!.slice(0, 7),
      cacheDir: path.join(work, 'cache'),
      // The plan ends at the newest quarter written: no "not published yet" to ask about.
      today: new Date(`${quarters.at(-1)!}T12:00:00Z`),
      log: (line) => {
        if (!line.endsWith(': checking')) return;
        finishQuarter();
        quarterStart = performance.now();
      },
    });
    finishQuarter();
    const totalMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);

    const imported = report!.outcomes.filter((o) => o.outcome === 'imported').length;
    if (imported !== quarters.length)
      throw new Error(
        `Expected ${quarters.length} imported quarters, got ${imported}: ${JSON.stringify(report!.outcomes.filter((o) => o.outcome !== 'imported'))}`,
      );
    const [held] = await queryRows<{
      quarters: number;
      reports: number;
      first: number;
      last: number;
    }>(
      database.db,
      sql`select count(*)::int as quarters, sum(institutions)::int as reports,
            min(institutions)::int as first, max(institutions)::int as last
          from report_dates where institution_type = 'credit union'`,
    );
    const sorted = [...perQuarter].sort((a, b) => a - b);
    const result: HistoryResult = {
      quarters,
      totalMs,
      perQuarter,
      medianMs: sorted[Math.floor(sorted.length / 2)]!,
      slowestMs: sorted.at(-1)!,
      reports: held!.reports,
      fewest: held!.first,
      most: held!.last,
      peakRssMb: peakRss / 2 ** 20,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      cpuMs: (cpu.user + cpu.system) / 1000,
      load: { start: loadBefore, mean: loads.reduce((s, l) => s + l, 0) / loads.length },
    };
    console.log(
      `History: ${quarters.length} quarters in ${seconds(totalMs)} (median ${seconds(result.medianMs)} per quarter), peak RSS ${result.peakRssMb.toFixed(0)} MB`,
    );
    writeHistoryReport(result);
  } finally {
    await database.close();
    await rm(work, { recursive: true, force: true });
  }
}
