import path from 'node:path';
import { repoRoot } from '../platform/config/paths';
import { SCALES } from '../reference-data/synthetic/parameters';

/** The bench's settings, from the environment (run.ts describes each). */
export const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/peerscope_bench';
export const PORT = Number(process.env.BENCH_PORT ?? 3900);
export const CONCURRENCY = 10;
export const REQUESTS_PER_CALL = Number(process.env.BENCH_REQUESTS ?? 400);
export const BASE = `http://127.0.0.1:${PORT}`;
export const REPORT = path.join(repoRoot, 'docs', 'performance.md');
export const FRED = path.resolve(repoRoot, '..', 'shared', 'data', 'real', 'fred');
export const COUNTS = {
  banks: Number(process.env.BENCH_BANKS ?? SCALES.national.banks),
  creditUnions: Number(process.env.BENCH_CREDIT_UNIONS ?? SCALES.national.creditUnions),
};
export const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter((word) => word.length > 0);
export const MODE = process.env.BENCH_MODE ?? 'all';
export const LOAD_USERS = Number(process.env.BENCH_LOAD_USERS ?? 100);
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
export const LOAD_SERVERS = Number(process.env.BENCH_SERVERS ?? 1);
export const NATIONAL =
  COUNTS.banks === SCALES.national.banks && COUNTS.creditUnions === SCALES.national.creditUnions;
/** The history mode's own database, dropped and made again on every run (history-import.ts). */
export const HISTORY_DATABASE_URL =
  process.env.BENCH_HISTORY_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/peerscope_history_bench';
export const HISTORY_QUARTERS = Number(process.env.BENCH_HISTORY_QUARTERS ?? 80);
/** The real NCUA quarter the history mode's files are made from. */
export const NCUA_TEMPLATE = path.resolve(
  repoRoot,
  '..',
  'shared',
  'data',
  'real',
  'ncua',
  'call-report-2025-12',
);
