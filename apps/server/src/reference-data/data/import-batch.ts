import { addQuarters } from '@app/core/domain/quarters';
import type { Database } from '../../platform/db/database';
import { computeMetrics, LOOK_BACK_QUARTERS, type ComputeProgress } from './compute-metrics';
import type { MetricDefinition } from '../catalogue/metric-definition';
import type { ImportBatch } from './call-report';
import { reportOfImport, storeImportReport, type ImportReport } from './import-report';
import { storeBatch } from './store-batch';

/**
 * Loads one quarter in one transaction: the raw reports, then the metrics of that quarter
 * and of the quarters whose look-back reaches it. Re-importing a quarter replaces it; a
 * failure anywhere leaves the database as it was. With `report` (the command line's imports),
 * the import report is written in the same transaction and returned.
 */
export async function importBatch(
  db: Database,
  batch: ImportBatch,
  catalogue: readonly MetricDefinition[],
  options: {
    synthetic?: boolean;
    progress?: ComputeProgress;
    report?: { path: string; startedAt: Date };
  } = {},
): Promise<{ quarters: number; rows: number; report?: ImportReport }> {
  const institutionType = batch.institutions[0]?.institutionType;
  if (!institutionType) throw new Error(`${batch.source} batch of ${batch.reportDate} is empty`);
  return db.transaction(async (tx) => {
    await storeBatch(tx, batch, options);
    const result = await computeMetrics(tx, institutionType, catalogue, {
      fromDate: batch.reportDate,
      toDate: addQuarters(batch.reportDate, LOOK_BACK_QUARTERS),
      progress: options.progress,
    });
    if (!options.report) return result;
    const report = await reportOfImport(tx, batch, catalogue, options.report.path);
    await storeImportReport(tx, report, options.report.startedAt);
    return { ...result, report };
  });
}
