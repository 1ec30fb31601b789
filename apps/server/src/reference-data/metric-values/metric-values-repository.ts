import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../../platform/db/database';
import { metricCrossSections, metricValues } from '../../platform/db/schema/metric-tables';
import { metricSlotsOf } from './metric-slots';

export interface CrossSection {
  reportDate: string;
  /** Ascending; only institutions with a value. */
  iids: number[];
  values: number[];
}

/**
 * Reads stored metric values. Metric ids are resolved to their array slots here, so callers
 * speak in metric ids only.
 */
export function metricValuesRepository(db: Database) {
  const slotsOf = (institutionType: InstitutionType, metricIds: readonly string[]) =>
    metricSlotsOf(db, institutionType, metricIds);

  /**
   * Arrays travel as JSON: the drivers' element-by-element parsing of 4,500-long PostgreSQL
   * arrays costs a second over 80 quarters, JSON.parse a few milliseconds.
   */
  const readCrossSections = async (where: SQL) => {
    const rows = await queryRows<{
      slot: number;
      reportDate: string;
      iids: number[] | string;
      values: number[] | string;
    }>(
      db,
      sql`select ${metricCrossSections.slot} as slot, ${metricCrossSections.reportDate}::text as "reportDate",
                 to_json(${metricCrossSections.iids}) as iids, to_json(${metricCrossSections.values}) as values
          from ${metricCrossSections} where ${where} order by ${metricCrossSections.reportDate}`,
    );
    return rows.map((r) => ({
      slot: r.slot,
      reportDate: r.reportDate,
      iids: typeof r.iids === 'string' ? (JSON.parse(r.iids) as number[]) : r.iids,
      values: typeof r.values === 'string' ? (JSON.parse(r.values) as number[]) : r.values,
    }));
  };

  return {
    slotsOf,

    /** Values of the given metrics for the given institutions at one quarter. */
    async valuesAt(
      institutionType: InstitutionType,
      reportDate: string,
      iids: readonly number[],
      metricIds: readonly string[],
    ): Promise<Map<number, Record<string, number | null>>> {
      const slots = await slotsOf(institutionType, metricIds);
      const result = new Map<number, Record<string, number | null>>();
      if (iids.length === 0) return result;
      const rows = await db
        .select({ iid: metricValues.iid, values: metricValues.values })
        .from(metricValues)
        .where(and(eq(metricValues.reportDate, reportDate), inArray(metricValues.iid, [...iids])));
      for (const row of rows) {
        const record: Record<string, number | null> = {};
        for (const id of metricIds) {
          const slot = slots.get(id);
          record[id] = slot === undefined ? null : (row.values[slot - 1] ?? null);
        }
        result.set(row.iid, record);
      }
      return result;
    },

    /**
     * Which of the given institutions' values are null because an input is not reported in
     * the source files (metric_values.not_reported), as `iid|reportDate|metricId` keys (see
     * notReportedKey). Only rows that hold such a gap are read.
     */
    async notReported(
      institutionType: InstitutionType,
      iids: readonly number[],
      metricIds: readonly string[],
      fromDate: string,
      toDate: string,
    ): Promise<Set<string>> {
      const found = new Set<string>();
      if (iids.length === 0 || metricIds.length === 0) return found;
      const slots = await slotsOf(institutionType, metricIds);
      const idOfSlot = new Map([...slots].map(([id, slot]) => [slot, id]));
      const rows = await queryRows<{ iid: number; reportDate: string; slots: number[] }>(
        db,
        sql`select iid, report_date::text as "reportDate", not_reported as slots
            from metric_values
            where institution_type = ${institutionType} and not_reported is not null
              and iid = any(${sql.param([...iids])}::int[])
              and report_date between ${fromDate} and ${toDate}`,
      );
      for (const row of rows)
        for (const slot of row.slots) {
          const id = idOfSlot.get(slot);
          if (id !== undefined) found.add(notReportedKey(row.iid, row.reportDate, id));
        }
      return found;
    },

    /** One institution's values of one metric over a date range, oldest first. */
    async series(
      iid: number,
      institutionType: InstitutionType,
      metricId: string,
      from: string,
      to: string,
    ) {
      const slot = (await slotsOf(institutionType, [metricId])).get(metricId);
      if (slot === undefined) return [];
      return queryRows<{ reportDate: string; value: number | null }>(
        db,
        sql`select report_date::text as "reportDate", ${metricValues.values}[${slot}] as value
            from ${metricValues}
            where ${metricValues.iid} = ${iid} and ${metricValues.reportDate} between ${from} and ${to}
            order by ${metricValues.reportDate}`,
      );
    },

    /**
     * Several metrics of one institution from `from` on: per metric, its value by quarter
     * (quarters without a report absent). One read of the institution's rows for all of them.
     */
    async seriesOfMetrics(
      iid: number,
      institutionType: InstitutionType,
      metricIds: readonly string[],
      from: string,
    ): Promise<Map<string, Map<string, number | null>>> {
      const slots = await slotsOf(institutionType, metricIds);
      if (slots.size === 0) return new Map<string, Map<string, number | null>>();
      const rows = await queryRows<{ reportDate: string; values: (number | null)[] }>(
        db,
        sql`select report_date::text as "reportDate",
                   array(select m.values[w.slot] from unnest(${sql.param([...slots.values()])}::int[])
                                with ordinality as w(slot, k) order by w.k) as values
            from ${metricValues} m
            where m.iid = ${iid} and m.institution_type = ${institutionType}
              and m.report_date >= ${from}`,
      );
      return byMetricAndDate([...slots.keys()], rows);
    },

    /** The cross-sections of one metric over a date range, oldest first. */
    async crossSections(
      institutionType: InstitutionType,
      metricId: string,
      from: string,
      to: string,
    ): Promise<CrossSection[]> {
      const slot = (await slotsOf(institutionType, [metricId])).get(metricId);
      if (slot === undefined) return [];
      const rows = await readCrossSections(
        sql`${metricCrossSections.institutionType} = ${institutionType}
            and ${metricCrossSections.slot} = ${slot}
            and ${metricCrossSections.reportDate} between ${from} and ${to}`,
      );
      return rows.map(({ slot: _slot, ...section }) => section);
    },
  };
}

export type MetricValuesRepository = ReturnType<typeof metricValuesRepository>;

/** The key of one institution's value of one metric at one quarter, in `notReported` sets. */
export function notReportedKey(iid: number, reportDate: string, metricId: string): string {
  return `${iid}|${reportDate}|${metricId}`;
}

/**
 * Per metric, its value by quarter, from rows that hold the metrics' values in the order of
 * `metricIds` (numbers may come as text from the driver).
 */
export function byMetricAndDate(
  metricIds: readonly string[],
  rows: readonly { reportDate: string; values: readonly (number | string | null)[] }[],
): Map<string, Map<string, number | null>> {
  const result = new Map(metricIds.map((id) => [id, new Map<string, number | null>()]));
  for (const row of rows) {
    metricIds.forEach((id, k) => {
      const value = row.values[k];
      result
        .get(id)
        ?.set(row.reportDate, value === null || value === undefined ? null : Number(value));
    });
  }
  return result;
}

/** The value of `iid` in a cross-section (binary search: iids are ascending), or null. */
export function valueIn(section: CrossSection, iid: number): number | null {
  let lo = 0;
  let hi = section.iids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = section.iids[mid] as number;
    if (at === iid) return section.values[mid] ?? null;
    if (at < iid) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
}
