import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { insertJsonRows } from '../../platform/db/insert-json-rows';
import { callReports, reportDates, sourceGaps } from '../../platform/db/schema/call-report-tables';
import { institutions } from '../../platform/db/schema/institution-tables';
import type { ImportBatch } from './call-report';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, small enough to stream. */
const CHUNK = 1000;

export function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Stores one quarter of one agency's data: the institutions (inserted or updated) and their
 * raw call reports, replacing every report of that institution type and quarter already held.
 * Runs inside the caller's transaction, so a failure leaves the earlier data as it was.
 */
export async function storeBatch(
  tx: Database,
  batch: ImportBatch,
  options: { synthetic?: boolean } = {},
): Promise<void> {
  const institutionType = batch.institutions[0]?.institutionType;
  if (!institutionType) throw new Error(`${batch.source} batch of ${batch.reportDate} is empty`);

  for (const rows of chunks(batch.institutions)) {
    await tx
      .insert(institutions)
      .values(
        rows.map((i) => ({
          iid: i.iid,
          agencyId: i.agencyId,
          institutionType: i.institutionType,
          name: i.name,
          city: i.city,
          state: i.state,
          zip: i.zip,
          website: i.website,
          ownershipType: i.ownershipType,
          fdicCert: i.fdicCert,
          tomCode: i.tomCode,
          lowIncome: i.lowIncome,
          lastReportingDate: batch.reportDate,
          synthetic: options.synthetic ?? false,
        })),
      )
      .onConflictDoUpdate({
        target: institutions.iid,
        // The newest filing names the institution; an older quarter loaded later does not.
        set: {
          name: sql`case when excluded.last_reporting_date >= ${institutions.lastReportingDate} then excluded.name else ${institutions.name} end`,
          city: sql`case when excluded.last_reporting_date >= ${institutions.lastReportingDate} then excluded.city else ${institutions.city} end`,
          state: sql`case when excluded.last_reporting_date >= ${institutions.lastReportingDate} then excluded.state else ${institutions.state} end`,
          zip: sql`coalesce(excluded.zip, ${institutions.zip})`,
          website: sql`coalesce(excluded.website, ${institutions.website})`,
          ownershipType: sql`coalesce(excluded.ownership_type, ${institutions.ownershipType})`,
          fdicCert: sql`coalesce(excluded.fdic_cert, ${institutions.fdicCert})`,
          tomCode: sql`coalesce(excluded.tom_code, ${institutions.tomCode})`,
          lowIncome: sql`coalesce(excluded.low_income, ${institutions.lowIncome})`,
          synthetic: sql`excluded.synthetic`,
        },
      });
  }

  await tx
    .delete(callReports)
    .where(
      and(
        eq(callReports.institutionType, institutionType),
        eq(callReports.reportDate, batch.reportDate),
      ),
    );
  await insertJsonRows(
    tx,
    callReports,
    batch.reports.map((r) => ({
      iid: r.iid,
      reportDate: r.reportDate,
      institutionType,
      source: batch.source,
      items: r.items,
      withheld: r.withheld && r.withheld.length > 0 ? r.withheld : null,
    })),
  );

  // What the files of this quarter lack, for the formulas of this quarter and of the ones
  // that look back on it (compute-metrics.ts); a re-import replaces it.
  await tx
    .delete(sourceGaps)
    .where(
      and(
        eq(sourceGaps.institutionType, institutionType),
        eq(sourceGaps.reportDate, batch.reportDate),
      ),
    );
  if (batch.unavailableItems && batch.unavailableItems.length > 0)
    await tx.insert(sourceGaps).values({
      institutionType,
      reportDate: batch.reportDate,
      items: batch.unavailableItems,
    });

  await tx
    .insert(reportDates)
    .values({ institutionType, reportDate: batch.reportDate, institutions: batch.reports.length })
    .onConflictDoUpdate({
      target: [reportDates.institutionType, reportDates.reportDate],
      set: { institutions: batch.reports.length },
    });

  // Last filing from the reports held (a re-import may have dropped one); active means it
  // filed the newest quarter held for its type, and a closed one keeps its last date.
  await tx.execute(sql`
    update institutions i set last_reporting_date = (
      select max(c.report_date) from call_reports c where c.iid = i.iid)
    where i.institution_type = ${institutionType}`);
  await tx.execute(sql`
    update institutions set active = coalesce(last_reporting_date = (
      select max(report_date) from call_reports where institution_type = ${institutionType}), false)
    where institution_type = ${institutionType}`);
}
