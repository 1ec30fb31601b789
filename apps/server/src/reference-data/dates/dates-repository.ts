import { asc, eq } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../../platform/db/database';
import { reportDates } from '../../platform/db/schema/call-report-tables';

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
  };
}

export type DatesRepository = ReturnType<typeof datesRepository>;
