import { asc, eq } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../../platform/db/database';
import { dataVersions, reportDates } from '../../platform/db/schema/call-report-tables';

export function datesRepository(db: Database) {
  return {
    async reportDates(institutionType: InstitutionType) {
      const rows = await db
        .select({ reportDate: reportDates.reportDate })
        .from(reportDates)
        .where(eq(reportDates.institutionType, institutionType))
        .orderBy(asc(reportDates.reportDate));
      return rows.map((r) => r.reportDate);
    },

    /**
     * When the type's data last changed (an import, a sync or the demo load), as an ISO
     * timestamp; null before any. Raised with the data version, so an answer cached under
     * that version never shows an older time.
     */
    async loadedAt(institutionType: InstitutionType) {
      const [row] = await db
        .select({ changedAt: dataVersions.changedAt })
        .from(dataVersions)
        .where(eq(dataVersions.institutionType, institutionType));
      return row ? new Date(row.changedAt).toISOString() : null;
    },
  };
}

export type DatesRepository = ReturnType<typeof datesRepository>;
