import { desc, sql } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../../platform/db/database';
import { importReports } from '../../platform/db/schema/call-report-tables';
import type { MetricDefinition } from '../catalogue/metric-definition';
import type { ImportBatch, SkippedRow, SourceReading } from './call-report';

/**
 * The account of one import run (issue 12, "imports that account for every row"): what was
 * read, what was stored, every row left out and why, the schedules the download lacks and the
 * metrics that their absence leaves null. Printed by `npm run data -- import` and stored in
 * import_reports for the platform admin console, refused runs included.
 *
 * The importers supply the reading (SourceReading on the batch: files, skipped rows, missing
 * schedules); this module adds what only the store knows (institutions stored, metrics not
 * reported) and writes it down. An importer that leaves a row out records it in
 * `reading.skipped` with its key and reason, and it appears here.
 */
export interface ImportReport {
  source: string;
  path: string;
  status: 'imported' | 'refused';
  /** Why a refused run was refused (the importer's message). */
  refusal: string | null;
  institutionType: InstitutionType | null;
  reportDate: string | null;
  files: { name: string; rows: number }[];
  ignoredFiles: string[];
  /** Data rows of all files read. */
  rowsRead: number;
  institutionsStored: number;
  /** Quarter averages stored per rate (FRED imports, which store no institutions). */
  ratesStored?: { rateId: string; quarters: number; first: string | null; last: string | null }[];
  skipped: SkippedRow[];
  missingRequired: string[];
  /** Schedules of the agency's form without a file, with how many live items each holds. */
  missingSchedules: { schedule: string; items: number }[];
  /** Per metric, the institutions whose value is null because an input is not reported. */
  metricsNotReported: { metricId: string; metricTitle: string; institutions: number }[];
}

function baseReport(source: string, path: string, reading: SourceReading | undefined) {
  const files = reading?.files ?? [];
  return {
    source,
    path,
    files,
    ignoredFiles: reading?.ignoredFiles ?? [],
    rowsRead: files.reduce((sum, file) => sum + file.rows, 0),
    skipped: reading?.skipped ?? [],
    missingRequired: reading?.missingRequired ?? [],
    missingSchedules: (reading?.missingSchedules ?? []).map((missing) => ({
      schedule: missing.schedule,
      items: missing.items.length,
    })),
  };
}

/**
 * The report of a stored batch, read inside the import's transaction once its metrics are
 * computed: the not-reported counts come from metric_values of the batch's quarter.
 */
export async function reportOfImport(
  tx: Database,
  batch: ImportBatch,
  catalogue: readonly MetricDefinition[],
  path: string,
): Promise<ImportReport> {
  const institutionType = batch.institutions[0]?.institutionType ?? null;
  const counts = await queryRows<{ metricId: string; institutions: number }>(
    tx,
    sql`select s.metric_id as "metricId", count(*)::int as institutions
        from metric_values v cross join lateral unnest(v.not_reported) as n(slot)
        join metric_slots s on s.institution_type = v.institution_type and s.slot = n.slot
        where v.institution_type = ${institutionType} and v.report_date = ${batch.reportDate}
        group by s.metric_id`,
  );
  const order = new Map(catalogue.map((metric, index) => [metric.metricId, index]));
  const titles = new Map(catalogue.map((metric) => [metric.metricId, metric.metricTitle]));
  return {
    ...baseReport(batch.source, path, batch.reading),
    status: 'imported',
    refusal: null,
    institutionType,
    reportDate: batch.reportDate,
    institutionsStored: batch.institutions.length,
    metricsNotReported: counts
      .filter((row) => order.has(row.metricId))
      .sort((a, b) => order.get(a.metricId)! - order.get(b.metricId)!)
      .map((row) => ({ ...row, metricTitle: titles.get(row.metricId)! })),
  };
}

/** The report of a refused run: what the importer had found, nothing stored. */
export function reportOfRefusal(
  source: string,
  path: string,
  refusal: string,
  reading: SourceReading | undefined,
): ImportReport {
  return {
    ...baseReport(source, path, reading),
    status: 'refused',
    refusal,
    institutionType: null,
    reportDate: null,
    institutionsStored: 0,
    metricsNotReported: [],
  };
}

export async function storeImportReport(db: Database, report: ImportReport, startedAt: Date) {
  await db.insert(importReports).values({
    source: report.source,
    path: report.path,
    status: report.status,
    institutionType: report.institutionType,
    reportDate: report.reportDate,
    startedAt,
    report,
  });
}

/** The newest reports first with when each run ended, for the admin console. */
export async function importReportHistory(db: Database, limit = 50) {
  const rows = await db
    .select({
      id: importReports.id,
      finishedAt: importReports.finishedAt,
      report: importReports.report,
    })
    .from(importReports)
    .orderBy(desc(importReports.finishedAt), desc(importReports.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, report: row.report as ImportReport }));
}

/** The newest reports first, for the admin console. */
export async function recentImportReports(db: Database, limit = 50): Promise<ImportReport[]> {
  const rows = await db
    .select({ report: importReports.report })
    .from(importReports)
    .orderBy(desc(importReports.finishedAt), desc(importReports.id))
    .limit(limit);
  return rows.map((row) => row.report as ImportReport);
}

const count = (n: number) => n.toLocaleString('en-US');

/** The report as the command line prints it. Lists are given whole: nothing is summarised away. */
export function formatImportReport(report: ImportReport): string {
  const lines: string[] = [];
  lines.push(
    `Import report: ${report.source} ${report.reportDate ?? ''} from ${report.path}`.trimEnd(),
  );
  lines.push(`  status: ${report.status}${report.refusal ? ` (${report.refusal})` : ''}`);
  for (const name of report.missingRequired) lines.push(`  required file missing: ${name}`);
  lines.push(`  files read: ${report.files.length}`);
  for (const file of report.files) lines.push(`    ${file.name}: ${count(file.rows)} rows`);
  if (report.ignoredFiles.length > 0)
    lines.push(`  files not read: ${report.ignoredFiles.join(', ')}`);
  lines.push(`  rows read: ${count(report.rowsRead)}`);
  if (report.ratesStored)
    for (const rate of report.ratesStored)
      lines.push(
        `  ${rate.rateId}: ${count(rate.quarters)} quarter averages stored` +
          (rate.first ? `, ${rate.first} to ${rate.last}` : ''),
      );
  else lines.push(`  institutions stored: ${count(report.institutionsStored)}`);
  lines.push(`  rows skipped: ${count(report.skipped.length)}`);
  for (const row of report.skipped)
    lines.push(
      `    ${row.file}${row.line === null ? '' : `, line ${row.line}`}, ${row.key}: ${row.reason}`,
    );
  lines.push(`  schedules missing from the files: ${report.missingSchedules.length}`);
  for (const missing of report.missingSchedules)
    lines.push(`    ${missing.schedule} (${count(missing.items)} items, not reported)`);
  lines.push(`  metrics left null by missing inputs: ${report.metricsNotReported.length}`);
  for (const metric of report.metricsNotReported)
    lines.push(
      `    ${metric.metricId} ${metric.metricTitle}: ${count(metric.institutions)} institutions`,
    );
  return lines.join('\n');
}
