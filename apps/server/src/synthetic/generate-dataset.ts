import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { addQuarters } from '@app/core/domain/quarters';
import { importBatch } from '../data/import-batch';
import { readFfiecCallReport } from '../data/importers/read-ffiec';
import { readNcuaCallReport } from '../data/importers/read-ncua';
import { refreshDataSettings } from '../data/refresh-data-settings';
import type { Database } from '../db/database';
import { metricsOf } from '../metrics/catalogue/find-metric';
import type { ComputeProgress } from '../metrics/compute-metrics';
import { importRates } from '../rates/import-rates';
import type { BankFiling } from './ffiec-files';
import { generateQuarterBatches, writeQuarterFiles } from './generate-quarters';
import { FIRST_REPORT_DATE, QUARTER_COUNT, SCALES, type Scale } from './parameters';
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
  /** Where the one-line summary goes (console.log by default). */
  log?: (line: string) => void;
}

export interface GenerateDatasetResult {
  banks: number;
  creditUnions: number;
  quarters: number;
  first: string;
  last: string;
  seconds: number;
}

/**
 * Generates the synthetic dataset and loads it the way real data is loaded: the market rates
 * through importRates (the FRED folder given, or the built-in path written as FRED files),
 * then quarter by quarter in date order the agencies' files written to a temporary folder,
 * read back by the FFIEC and NCUA importers and stored by importBatch (raw reports and
 * metrics, one transaction per agency and quarter), labelled synthetic. Only one quarter's
 * files exist at a time; the temporary folder is removed at the end, also on failure.
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
  const banks = new Set<number>();
  const creditUnions = new Set<number>();
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

    const quarters = generateQuarterBatches({
      seed: options.seed,
      banks: counts.banks,
      creditUnions: counts.creditUnions,
      ratePath,
      quarterCount,
    });
    options.progress.start(quarterCount, 'synthetic quarters');
    for (const quarter of quarters) {
      const files = await writeQuarterFiles(quarter, folder);
      const bankBatch = await readFfiecCallReport(files.ffiec);
      const creditUnionBatch = await readNcuaCallReport(files.ncua);
      await rm(files.ffiec, { recursive: true, force: true });
      await rm(files.ncua, { recursive: true, force: true });

      await importBatch(db, bankBatch, metricsOf('bank'), { synthetic: true });
      await setOwnershipTypes(db, quarter.banks);
      await importBatch(db, creditUnionBatch, metricsOf('credit union'), { synthetic: true });
      for (const filing of quarter.banks) banks.add(filing.profile.iid);
      for (const filing of quarter.creditUnions) creditUnions.add(filing.profile.iid);
      options.progress.tick();
    }
    options.progress.stop();
    await refreshDataSettings(db);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const result: GenerateDatasetResult = {
    banks: banks.size,
    creditUnions: creditUnions.size,
    quarters: quarterCount,
    first: FIRST_REPORT_DATE,
    last,
    seconds: (Date.now() - started) / 1000,
  };
  (options.log ?? console.log)(
    `Synthetic ${options.scale} dataset (seed ${options.seed}): ${result.banks} banks and ` +
      `${result.creditUnions} credit unions, ${result.quarters} quarters ${result.first} to ` +
      `${result.last}, in ${result.seconds.toFixed(1)} s.`,
  );
  return result;
}

/**
 * Bank ownership type (Stock, SubS, Mutual, Industrial, Non-Traditional) is not in the FFIEC
 * CDR files, so the importer leaves it empty (real loads take it from FDIC data). The
 * generator knows it and sets it after each quarter's import, one UPDATE for the batch; rows
 * already right are left alone.
 */
async function setOwnershipTypes(db: Database, filings: readonly BankFiling[]) {
  if (filings.length === 0) return;
  const rows = filings.map(
    (f) => sql`(${f.profile.iid}::integer, ${f.profile.ownershipType}::text)`,
  );
  await db.execute(sql`
    update institutions as i set ownership_type = v.ownership_type
    from (values ${sql.join(rows, sql`, `)}) as v(iid, ownership_type)
    where i.iid = v.iid and i.ownership_type is distinct from v.ownership_type`);
}
