import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../platform/db/database';
import { rateAverages } from '../rates/quarterly-average';
import { rateCatalogue } from '../rates/rate-catalogue';
import { storeRateSeries } from './import-rates';
import { ImportFileError, type SkippedRow } from './call-report';
import { readFredSeries } from './importers/read-fred';
import type { ImportReport } from './import-report';

/**
 * FRED series into the rates, with an import report: a folder must hold every series of the
 * catalogue (as `npm run data -- import rates` always asked, so a half-loaded set never reaches
 * the charts); a single CSV replaces that one series (the console's upload of DGS10.csv).
 * Refused (ImportFileError): a series the catalogue lacks, a file the reader refuses.
 */
export async function importRateFiles(db: Database, sourcePath: string): Promise<ImportReport> {
  const files = await rateFilesOf(sourcePath);
  const skipped: SkippedRow[] = [];
  const read: ImportReport['files'] = [];
  const series = [];
  for (const file of files) {
    const name = path.basename(file);
    let rows = 0;
    const { seriesId, observations } = await readFredSeries(file, (line, date, missing) => {
      rows += 1;
      if (missing) skipped.push({ file: name, line, key: date, reason: 'no value (empty cell)' });
    });
    const rate = rateCatalogue.find((r) => r.seriesId === seriesId);
    if (!rate)
      throw new ImportFileError(
        name,
        1,
        seriesId,
        `${seriesId} is not a rate of the catalogue (${rateCatalogue.map((r) => r.seriesId).join(', ')})`,
      );
    read.push({ name, rows });
    series.push({ rate, ...rateAverages(observations) });
  }
  await storeRateSeries(db, series);
  return {
    source: 'rates',
    path: sourcePath,
    status: 'imported',
    refusal: null,
    institutionType: null,
    reportDate: null,
    files: read,
    ignoredFiles: [],
    rowsRead: read.reduce((sum, file) => sum + file.rows, 0),
    institutionsStored: 0,
    ratesStored: series.map(({ rate, values }) => ({
      rateId: rate.rateId,
      quarters: values.length,
      first: values[0]?.reportDate ?? null,
      last: values.at(-1)?.reportDate ?? null,
    })),
    skipped,
    missingRequired: [],
    missingSchedules: [],
    metricsNotReported: [],
  };
}

async function rateFilesOf(sourcePath: string): Promise<string[]> {
  const name = path.basename(sourcePath);
  const info = await stat(sourcePath).catch(() => {
    throw new ImportFileError(name, null, null, 'no such file or folder');
  });
  if (info.isFile()) {
    if (!/\.csv$/i.test(name))
      throw new ImportFileError(name, null, null, 'expected a FRED .csv file or a folder of them');
    return [sourcePath];
  }
  const present = new Set(await readdir(sourcePath));
  const missing = rateCatalogue.map((r) => `${r.seriesId}.csv`).filter((f) => !present.has(f));
  if (missing.length > 0)
    throw new ImportFileError(
      name,
      null,
      null,
      `missing FRED series file(s) ${missing.join(', ')}`,
    );
  return rateCatalogue.map((r) => path.join(sourcePath, `${r.seriesId}.csv`));
}
