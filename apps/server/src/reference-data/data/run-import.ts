import type { ImportSource } from '@app/core/api/admin/data';
import { metricsOf } from '../catalogue/find-metric';
import type { Database } from '../../platform/db/database';
import { ImportFileError, type ImportBatch } from './call-report';
import type { ComputeProgress } from './compute-metrics';
import { importBatch } from './import-batch';
import { importRateFiles } from './import-rate-files';
import { reportOfRefusal, storeImportReport, type ImportReport } from './import-report';
import { readFdicAllReports } from './importers/read-fdic';
import { readFfiecCallReport } from './importers/read-ffiec';
import { readNcuaCallReport } from './importers/read-ncua';
import { refreshDataSettings } from './refresh-data-settings';

const readers: Record<Exclude<ImportSource, 'rates'>, (p: string) => Promise<ImportBatch>> = {
  ffiec: readFfiecCallReport,
  ncua: readNcuaCallReport,
  fdic: readFdicAllReports,
};

export const isImportSource = (source: string): source is ImportSource =>
  source === 'rates' || Object.hasOwn(readers, source);

/** How a run tells where it is: the step under way, and the metric pass's count. */
export interface ImportProgress extends ComputeProgress {
  phase(label: string): void;
}

const quiet: ImportProgress = { phase() {}, start() {}, tick() {}, stop() {} };

/**
 * One import, as `npm run data -- import` and the admin console's import job run it: the
 * agency's files read, stored with their metrics in one transaction, the data settings
 * refreshed, and the import report stored. A refused download changes nothing and its report
 * (status refused) is stored and returned too; any other failure throws.
 */
export async function runImport(
  db: Database,
  source: ImportSource,
  sourcePath: string,
  progress: ImportProgress = quiet,
): Promise<{ report: ImportReport; summary: string }> {
  const startedAt = new Date();
  try {
    if (source === 'rates') {
      progress.phase('Reading and storing the FRED series');
      const report = await importRateFiles(db, sourcePath);
      await storeImportReport(db, report, startedAt);
      const lines = (report.ratesStored ?? []).map(
        (r) => `${r.rateId}: ${r.quarters} quarters, ${r.first} to ${r.last}`,
      );
      return { report, summary: lines.join('\n') };
    }
    progress.phase('Reading the files');
    const batch = await readers[source](sourcePath);
    const institutionType = batch.institutions[0]?.institutionType ?? 'bank';
    progress.phase('Storing the reports and computing the metrics');
    const result = await importBatch(db, batch, metricsOf(institutionType), {
      progress,
      report: { path: sourcePath, startedAt },
    });
    progress.phase('Refreshing the peer groups and deposit page dates');
    await refreshDataSettings(db);
    return {
      report: result.report!,
      summary:
        `Imported ${batch.source} ${batch.reportDate}: ${batch.institutions.length} institutions, ` +
        `${batch.reports.length} reports; metrics for ${result.quarters} quarter(s) ` +
        `in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s.`,
    };
  } catch (error) {
    // A refused download is reported and recorded too: the admin console shows failed runs.
    if (!(error instanceof ImportFileError)) throw error;
    const report = reportOfRefusal(source, sourcePath, error.message, error.reading);
    await storeImportReport(db, report, startedAt);
    return { report, summary: `Refused: ${error.message}` };
  }
}
