import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import { addQuarters } from '@app/core/domain/quarters';
import { refreshDataSettings } from '../data/refresh-data-settings';
import type { Database } from '../../platform/db/database';
import type { ComputeProgress } from '../data/compute-metrics';
import { importRates } from '../data/import-rates';
import {
  runPipeline,
  type PipelineEvent,
  type PipelineOptions,
  type PipelinePlan,
  type PipelineResult,
} from './load-pipeline';
import { FIRST_REPORT_DATE, QUARTER_COUNT, SCALES, type Scale } from './parameters';
import type { PipelineWorkerInput } from './pipeline-worker';
import { modelRatePath, readRatePath, writeFredFiles } from './rate-path';

export interface GenerateDatasetOptions {
  scale: Scale;
  /** A folder of FRED CSV files (DGS10 ... WM2NS); without it, the built-in rate path. */
  ratesFolder?: string;
  seed: number;
  progress: ComputeProgress;
  /** Internal (tests; not offered by the CLI): institution counts instead of the scale's. */
  institutionCount?: { banks: number; creditUnions: number };
  /** Internal (tests): fewer quarters than the full 80. */
  quarterCount?: number;
  /** Internal: load banks and credit unions one after the other even on a server. */
  sequential?: boolean;
  /** Where the one-line summary goes (console.log by default). */
  log?: (line: string) => void;
  /** Resuming: the report dates already stored per type (see PipelinePlan.stored). */
  stored?: PipelinePlan['stored'];
  /** Stops the load between quarters, as a kill would (the quarters stored stay). */
  signal?: PipelineOptions['signal'];
  /** Internal (tests): writes the agency files in this thread's pipeline. */
  writeFile?: PipelineOptions['writeFile'];
}

export interface GenerateDatasetResult {
  banks: number;
  creditUnions: number;
  quarters: number;
  first: string;
  last: string;
  seconds: number;
  /** Whether banks and credit unions were loaded side by side (server databases). */
  parallel: boolean;
  /** Seconds per phase, summed over the pipelines (they overlap). */
  phases: PipelineResult['phases'];
}

const TYPES: readonly InstitutionType[] = ['bank', 'credit union'];
const WORKER_BOOTSTRAP = fileURLToPath(new URL('./pipeline-worker.mjs', import.meta.url));

/**
 * Generates the synthetic dataset and loads it the way real data is loaded: the market rates
 * through importRates (the FRED folder given, or the built-in path written as FRED files),
 * then quarter by quarter in date order the agencies' files, written to a temporary folder,
 * read back by the FFIEC and NCUA importers and stored by storeBatch, labelled synthetic;
 * then the metrics of every quarter by computeMetrics (see load-pipeline.ts). Only a quarter
 * or two of files exist at a time; the temporary folder is removed at the end, also on
 * failure. Same seed, same files and same database content.
 *
 * Why not importBatch per quarter: it is storeBatch + computeMetrics of that quarter, and
 * computeMetrics reloads the 12 quarters of look-back for every quarter it computes, so a
 * history loaded in date order reads each quarter 13 times (demo scale on the embedded
 * database: 152 s instead of ~70 s; national on a server: hours). The same two functions run
 * here, the metrics once over the whole history. A run stopped between the two leaves reports
 * without metrics; running it again repairs that.
 *
 * On a PostgreSQL server, banks and credit unions load side by side: the credit unions in a
 * worker thread with its own connection (the two touch disjoint rows), the banks here, so the
 * second core is used. The embedded database lives in this thread: one after the other.
 */
export async function generateDataset(
  db: Database,
  options: GenerateDatasetOptions,
): Promise<GenerateDatasetResult> {
  const started = Date.now();
  const counts = options.institutionCount ?? SCALES[options.scale];
  const quarterCount = Math.min(options.quarterCount ?? QUARTER_COUNT, QUARTER_COUNT);
  const last = addQuarters(FIRST_REPORT_DATE, quarterCount - 1);
  const folder = await mkdtemp(path.join(tmpdir(), 'synthetic-'));
  const board = new ProgressBoard(options.progress, quarterCount, TYPES.length);
  let results: PipelineResult[];
  const databaseUrl = options.sequential ? null : serverUrlOf(db);
  const parallel = databaseUrl !== null && existsSync(WORKER_BOOTSTRAP);
  try {
    let ratesFolder = options.ratesFolder;
    if (!ratesFolder) {
      ratesFolder = path.join(folder, 'fred');
      await mkdir(ratesFolder);
      await writeFredFiles(modelRatePath(), ratesFolder);
    }
    await importRates(db, ratesFolder);
    // The models read the rates back as stored, so both paths drive them the same way.
    const ratePath = await readRatePath(db, addQuarters(FIRST_REPORT_DATE, -8), last);
    const plan: PipelinePlan = {
      seed: options.seed,
      banks: counts.banks,
      creditUnions: counts.creditUnions,
      quarterCount,
      rates: [...ratePath.quarters],
      stored: options.stored,
    };
    const pipelineOptions: PipelineOptions = {
      signal: options.signal,
      writeFile: options.writeFile,
    };

    board.begin();
    const onEvent = (event: PipelineEvent) => board.record(event);
    if (parallel) {
      const worker = runInWorker(
        { plan, types: ['credit union'], folder: path.join(folder, 'cu'), databaseUrl },
        onEvent,
      );
      const banks = runPipeline(
        db,
        plan,
        ['bank'],
        path.join(folder, 'bank'),
        onEvent,
        pipelineOptions,
      );
      // A stop ends the credit-union side at once, mid-quarter as a kill would (its open
      // transaction is rolled back); the bank side stops before its next quarter.
      const stopWorker = () => void worker.stop();
      options.signal?.addEventListener('abort', stopWorker, { once: true });
      try {
        // Either side failing fails the whole load at once.
        results = await Promise.all([banks, worker.result]);
      } finally {
        options.signal?.removeEventListener('abort', stopWorker);
        await worker.stop();
      }
    } else {
      results = [await runPipeline(db, plan, TYPES, folder, onEvent, pipelineOptions)];
    }
    board.end();
    await refreshDataSettings(db);
    // storeBatch rewrites every institution row of the type twice per batch: after 160
    // batches the table is mostly dead rows (national: 1.9M for 8.9k institutions). A plain
    // vacuum frees them without shrinking the file (national: 275 MB), so every scan of it
    // and of its bloated indexes stayed slow (the name search: 27 to 90 ms in the database);
    // a full vacuum writes the live rows anew (a few MB). A real import rewrites each row once
    // a quarter, which plain vacuum keeps near its live size. Statistics for the planner too.
    await db.execute(sql`vacuum (full, analyze) institutions`);
    await db.execute(sql`analyze call_reports`);
    await db.execute(sql`analyze metric_values`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  const phases = { generate: 0, files: 0, store: 0, metrics: 0 };
  for (const r of results)
    for (const key of Object.keys(phases) as (keyof typeof phases)[]) phases[key] += r.phases[key];
  const result: GenerateDatasetResult = {
    banks: results.reduce((t, r) => t + (r.institutions.bank ?? 0), 0),
    creditUnions: results.reduce((t, r) => t + (r.institutions['credit union'] ?? 0), 0),
    quarters: quarterCount,
    first: FIRST_REPORT_DATE,
    last,
    seconds: (Date.now() - started) / 1000,
    parallel,
    phases,
  };
  const f = (s: number) => s.toFixed(0);
  (options.log ?? console.log)(
    `Synthetic ${options.scale} dataset (seed ${options.seed}): ${result.banks} banks and ` +
      `${result.creditUnions} credit unions, ${result.quarters} quarters ${result.first} to ` +
      `${result.last}, in ${result.seconds.toFixed(1)} s (${parallel ? 'banks and credit unions side by side; ' : ''}` +
      `generate ${f(phases.generate)} s, files ${f(phases.files)} s, store ${f(phases.store)} s, ` +
      `metrics ${f(phases.metrics)} s).`,
  );
  return result;
}

/** The connection string of a node-postgres database (drizzle's $client is the pg Pool). */
function serverUrlOf(db: Database): string | null {
  const client = (db as unknown as { $client?: { options?: { connectionString?: unknown } } })
    .$client;
  const url = client?.options?.connectionString;
  return typeof url === 'string' && url.startsWith('postgres') ? url : null;
}

function runInWorker(input: PipelineWorkerInput, onEvent: (event: PipelineEvent) => void) {
  const worker = new Worker(WORKER_BOOTSTRAP, { workerData: input });
  let finished = false;
  const result = new Promise<PipelineResult>((resolve, reject) => {
    worker.on(
      'message',
      (message: {
        kind: string;
        event?: PipelineEvent;
        result?: PipelineResult;
        message?: string;
        code?: string;
      }) => {
        if (message.kind === 'event' && message.event) onEvent(message.event);
        else if (message.kind === 'done' && message.result) {
          finished = true;
          resolve(message.result);
        } else if (message.kind === 'error') {
          finished = true;
          reject(
            Object.assign(new Error(`credit-union pipeline failed: ${message.message}`), {
              code: message.code,
            }),
          );
        }
      },
    );
    worker.on('error', (error) => {
      finished = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!finished) reject(new Error(`credit-union pipeline stopped (exit code ${code})`));
    });
  });
  // A failure of the other side must not leave an unhandled rejection behind.
  result.catch(() => undefined);
  return {
    result,
    async stop() {
      if (!finished) await worker.terminate();
    },
  };
}

/**
 * One progress bar per phase over the pipelines: the quarters stored (a tick when every type
 * has stored the quarter), then the metrics (a tick per type and quarter).
 */
class ProgressBoard {
  private readonly stored = new Map<InstitutionType, number>();
  private ticked = 0;
  private metricsStarted = false;
  private metricsWaiting = 0;

  constructor(
    private readonly progress: ComputeProgress,
    private readonly quarters: number,
    private readonly types: number,
  ) {}

  begin() {
    this.progress.start(this.quarters, 'synthetic quarters');
  }

  record(event: PipelineEvent) {
    if (event.kind === 'metrics') {
      if (this.metricsStarted) this.progress.tick();
      else this.metricsWaiting++;
      return;
    }
    this.stored.set(event.type, (this.stored.get(event.type) ?? 0) + 1);
    const done = this.stored.size < this.types ? 0 : Math.min(...this.stored.values());
    while (this.ticked < done) {
      this.progress.tick();
      this.ticked++;
    }
    if (this.ticked === this.quarters && !this.metricsStarted) {
      this.progress.stop();
      this.progress.start(this.quarters * this.types, 'metrics');
      this.metricsStarted = true;
      for (; this.metricsWaiting > 0; this.metricsWaiting--) this.progress.tick();
    }
  }

  end() {
    this.progress.stop();
  }
}
