import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { ImportSource } from '@app/core/api/admin/data';
import { addQuarters } from '@app/core/domain/quarters';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../../platform/db/database';
import { reportDates } from '../../platform/db/schema/call-report-tables';
import { syncedFiles } from '../../platform/db/schema/sync-tables';
import { runImport, type ImportProgress } from '../data/run-import';
import { fetchFile, type FetchOutcome } from './download';
import { figureChanges, quarterFigures } from './figure-changes';
import { DEFAULT_SINCE, missingMeaning, plannedQuarters, syncedFilesOf } from './sync-plan';
import { foldQuietRuns, isFailure, type PeriodOutcome, type SourceSyncReport } from './sync-report';
import { fileLocation, rateSeries, sourceDefinitions, type SyncSource } from './source-definitions';

export interface SyncOptions {
  sources: readonly ImportSource[];
  /** A mirror for every source: a folder, or an HTTP base URL. */
  from?: string;
  /** YYYY-MM; default 2006-03. */
  since?: string;
  /** Where downloads are kept (DATA_DIR/downloads). */
  cacheDir: string;
  progress?: ImportProgress;
  /** One line per step, for a log (the CLI prints them). */
  log?: (line: string) => void;
  /** The day the plan is made for (tests). */
  today?: Date;
  env?: NodeJS.ProcessEnv;
}

const typeOf: Record<Exclude<ImportSource, 'rates'>, InstitutionType> = {
  ffiec: 'bank',
  fdic: 'bank',
  ncua: 'credit union',
};

/** A quarter whose institutions fall by more than this against the one before is refused. */
const MAX_DROP = 0.2;

/** Rolls an import back from inside its transaction, with the report's line. */
class Withdrawn extends Error {}

/**
 * Brings each source up to date: fetches every quarter since `since` the database lacks or
 * holds in an older version (by content hash) and imports it through runImport, one
 * transaction per quarter, so a failure never leaves a quarter half-imported. The scheduler
 * and the admin console call this; `npm run data -- sync` prints its reports.
 */
export async function syncSources(db: Database, options: SyncOptions): Promise<SourceSyncReport[]> {
  const definitions = sourceDefinitions(options.env);
  const reports: SourceSyncReport[] = [];
  for (const name of options.sources) {
    const source = definitions.find((d) => d.source === name)!;
    reports.push(
      source.kind === 'series'
        ? await syncRates(db, source, options)
        : await syncQuarters(db, source, options),
    );
  }
  return reports;
}

function emptyReport(source: SyncSource): SourceSyncReport {
  return {
    source: source.source,
    title: source.title,
    checkedAt: new Date().toISOString(),
    newestPeriod: null,
    outcomes: [],
    failed: false,
    skipped: null,
  };
}

async function syncQuarters(db: Database, source: SyncSource, options: SyncOptions) {
  const report = emptyReport(source);
  const quarters = plannedQuarters(options.since ?? DEFAULT_SINCE, options.today ?? new Date());
  if (!fileLocation(source, quarters[0] ?? '2006-03-31', options.from)) {
    report.skipped =
      `${source.title} have no public address to fetch (the CDR download page is a form): ` +
      `download the bulk files and pass --from <folder or URL>, or set ${source.variable}`;
    return report;
  }
  const recorded = await syncedFilesOf(db, source.source);
  const fetched = new Map<string, FetchOutcome>();
  for (const quarter of quarters) {
    options.log?.(`${source.title} ${quarter}: checking`);
    const location = fileLocation(source, quarter, options.from)!;
    const cacheFile = path.join(options.cacheDir, source.source, source.fileName(quarter));
    const outcome = await fetchFile(location, cacheFile, recorded.get(quarter));
    fetched.set(quarter, outcome);
    if (outcome.status === 'fetched' || outcome.status === 'unchanged')
      report.outcomes.push(await importQuarter(db, source, quarter, outcome, recorded, options));
    else if (outcome.status === 'failed') {
      report.outcomes.push({ period: quarter, outcome: 'failed', message: outcome.message });
      // One line for an unreachable site, not one per quarter; the next run asks again.
      if (outcome.unreachable) break;
    }
  }
  // A 404 means something only once the quarters the source holds are known.
  const found = quarters.filter((q) => {
    const s = fetched.get(q)?.status;
    return s === 'fetched' || s === 'unchanged';
  });
  for (const quarter of quarters) {
    if (fetched.get(quarter)?.status !== 'not-found') continue;
    const meaning = missingMeaning(quarter, found, recorded.has(quarter));
    report.outcomes.push(
      meaning === 'missing'
        ? {
            period: quarter,
            outcome: 'failed',
            message: `${source.fileName(quarter)} is missing (HTTP 404), yet the source holds later quarters or published it before`,
          }
        : { period: quarter, outcome: meaning, message: '' },
    );
  }
  report.outcomes = foldQuietRuns(report.outcomes.sort((a, b) => a.period.localeCompare(b.period)));
  report.newestPeriod = [...found, ...recorded.keys()].sort().at(-1) ?? null;
  report.failed = report.outcomes.some(isFailure);
  await db
    .update(syncedFiles)
    .set({ checkedAt: new Date(report.checkedAt) })
    .where(eq(syncedFiles.source, source.source));
  return report;
}

async function importQuarter(
  db: Database,
  source: SyncSource,
  quarter: string,
  fetched: FetchOutcome,
  recorded: Map<string, typeof syncedFiles.$inferSelect>,
  options: SyncOptions,
): Promise<PeriodOutcome> {
  const held = recorded.get(quarter);
  if (
    fetched.status === 'unchanged' ||
    (fetched.status === 'fetched' && held?.contentHash === fetched.hash)
  )
    return { period: quarter, outcome: 'up to date', message: '' };
  if (fetched.status !== 'fetched') throw new Error('unreachable');
  const institutionType = typeOf[source.source as keyof typeof typeOf];
  options.log?.(`${source.title} ${quarter}: importing ${path.basename(fetched.file)}`);
  try {
    return await db.transaction(async (tx) => {
      const before = await quarterFigures(tx, institutionType, quarter);
      const { report, summary } = await runImport(
        tx,
        source.source,
        fetched.file,
        options.progress,
      );
      if (report.status === 'refused')
        return { period: quarter, outcome: 'refused' as const, message: report.refusal ?? summary };
      if (report.reportDate !== quarter)
        throw new Withdrawn(
          `${path.basename(fetched.file)} holds the quarter ${report.reportDate}, not ${quarter}`,
        );
      const drop = await countDrop(tx, institutionType, quarter);
      if (drop) throw new Withdrawn(drop);
      await recordFile(tx, source.source, quarter, source.fileName(quarter), fetched);
      if (before.size === 0)
        return { period: quarter, outcome: 'imported' as const, message: summary };
      const changes = await figureChanges(
        tx,
        before,
        await quarterFigures(tx, institutionType, quarter),
      );
      const institutions = new Set(changes.map((c) => c.iid)).size;
      return {
        period: quarter,
        outcome: 'replaced' as const,
        message: `re-published: ${changes.length} figure(s) of ${institutions} institution(s) changed`,
        changes,
      };
    });
  } catch (error) {
    if (!(error instanceof Withdrawn)) throw error;
    return {
      period: quarter,
      outcome: 'refused',
      message: `${error.message}; nothing was changed`,
    };
  }
}

/** The refusal line when the quarter's institutions fall by more than 20%, else null. */
async function countDrop(tx: Database, institutionType: InstitutionType, quarter: string) {
  const countOf = async (date: string) =>
    (
      await tx
        .select({ n: reportDates.institutions })
        .from(reportDates)
        .where(
          and(eq(reportDates.institutionType, institutionType), eq(reportDates.reportDate, date)),
        )
    )[0]?.n ?? null;
  const previous = addQuarters(quarter, -1);
  const [now, before] = [await countOf(quarter), await countOf(previous)];
  if (now === null || before === null || now >= before * (1 - MAX_DROP)) return null;
  const fall = Math.round((1 - now / before) * 100);
  return `${now.toLocaleString('en-US')} institutions against ${before.toLocaleString('en-US')} in ${previous} (down ${fall}%, more than ${MAX_DROP * 100}%): refused as an incomplete file`;
}

async function recordFile(
  tx: Database,
  source: string,
  period: string,
  fileName: string,
  file: Extract<FetchOutcome, { status: 'fetched' }>,
) {
  const values = {
    fileName,
    contentHash: file.hash,
    bytes: file.bytes,
    etag: file.etag,
    lastModified: file.lastModified,
    importedAt: sql`now()`,
    checkedAt: sql`now()`,
  };
  await tx
    .insert(syncedFiles)
    .values({ source, period, ...values })
    .onConflictDoUpdate({ target: [syncedFiles.source, syncedFiles.period], set: values });
}

/** The rates: every catalogue series fetched, imported together when any of them changed. */
async function syncRates(db: Database, source: SyncSource, options: SyncOptions) {
  const report = emptyReport(source);
  const folder =
    options.from && !/^https?:\/\//i.test(options.from)
      ? options.from
      : path.join(options.cacheDir, 'rates');
  const hashes: string[] = [];
  let bytes = 0;
  for (const series of rateSeries()) {
    options.log?.(`${source.title} ${series}: checking`);
    const location = fileLocation(source, series, options.from)!;
    const outcome = await fetchFile(location, path.join(folder, source.fileName(series)));
    if (outcome.status !== 'fetched') {
      const message =
        outcome.status === 'failed'
          ? outcome.message
          : `${series} not found at ${location} (HTTP 404)`;
      report.outcomes.push({ period: 'series', outcome: 'failed', message });
      report.failed = true;
      return report;
    }
    hashes.push(outcome.hash);
    bytes += outcome.bytes;
  }
  const hash = createHash('sha256').update(hashes.join('\n')).digest('hex');
  const held = (await syncedFilesOf(db, 'rates')).get('series');
  if (held?.contentHash === hash) {
    report.outcomes.push({ period: 'series', outcome: 'up to date', message: '' });
    await db
      .update(syncedFiles)
      .set({ checkedAt: sql`now()` })
      .where(eq(syncedFiles.source, 'rates'));
    return report;
  }
  const outcome = await db.transaction(async (tx): Promise<PeriodOutcome> => {
    const { report: imported, summary } = await runImport(tx, 'rates', folder, options.progress);
    if (imported.status === 'refused')
      return { period: 'series', outcome: 'refused', message: imported.refusal ?? summary };
    await recordFile(tx, 'rates', 'series', `${rateSeries().length} series`, {
      status: 'fetched',
      file: folder,
      hash,
      bytes,
      etag: null,
      lastModified: null,
    });
    return {
      period: 'series',
      outcome: held ? 'replaced' : 'imported',
      message: summary.split('\n').join('; '),
    };
  });
  report.outcomes.push(outcome);
  report.failed = isFailure(outcome);
  return report;
}
