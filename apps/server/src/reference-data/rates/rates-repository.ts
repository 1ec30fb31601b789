import { and, asc, desc, eq, gte, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { rateMonthValues, rates, rateValues } from '../../platform/db/schema/rate-tables';

export function ratesRepository(db: Database) {
  return {
    async list() {
      return db.select().from(rates).orderBy(asc(rates.displayOrder));
    },

    /** By rateId, rateIdStatistical or rateName: callers know a rate by any of the three. */
    async find(name: string) {
      const [row] = await db
        .select()
        .from(rates)
        .where(
          or(eq(rates.rateId, name), eq(rates.rateIdStatistical, name), eq(rates.rateName, name)),
        );
      return row;
    },

    async values(rateId: string, fromDate?: string) {
      return db
        .select({ reportDate: rateValues.reportDate, value: rateValues.value })
        .from(rateValues)
        .where(
          and(
            eq(rateValues.rateId, rateId),
            fromDate ? gte(rateValues.reportDate, fromDate) : undefined,
          ),
        )
        .orderBy(asc(rateValues.reportDate));
    },

    /** The month averages (issue 29), dated by each month's last day, oldest first. */
    async monthValues(rateId: string) {
      return db
        .select({ reportDate: rateMonthValues.monthEnd, value: rateMonthValues.value })
        .from(rateMonthValues)
        .where(eq(rateMonthValues.rateId, rateId))
        .orderBy(asc(rateMonthValues.monthEnd));
    },

    async lastDate(rateId: string) {
      const [row] = await db
        .select({ reportDate: rateValues.reportDate })
        .from(rateValues)
        .where(eq(rateValues.rateId, rateId))
        .orderBy(desc(rateValues.reportDate))
        .limit(1);
      return row?.reportDate ?? null;
    },
  };
}

export type RatesRepository = ReturnType<typeof ratesRepository>;
