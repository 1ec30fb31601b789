import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../db/database';
import { metricCrossSections, metricSlots, metricValues } from '../db/schema';

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
  const slotsOf = async (institutionType: InstitutionType, metricIds: readonly string[]) => {
    if (metricIds.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ metricId: metricSlots.metricId, slot: metricSlots.slot })
      .from(metricSlots)
      .where(
        and(
          eq(metricSlots.institutionType, institutionType),
          inArray(metricSlots.metricId, [...metricIds]),
        ),
      );
    return new Map(rows.map((r) => [r.metricId, r.slot]));
  };

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
     * Per quarter from `from` on, the mean of a metric over the given institutions (or over
     * every institution of the type when `iids` is 'all'), one left out: computed in the
     * database so that one number per quarter travels.
     */
    async averages(
      institutionType: InstitutionType,
      metricId: string,
      iids: readonly number[] | 'all',
      leaveOut: number,
      from: string,
    ): Promise<Map<string, number | null>> {
      const slot = (await slotsOf(institutionType, [metricId])).get(metricId);
      if (slot === undefined || (iids !== 'all' && iids.length === 0)) return new Map();
      const rows =
        iids === 'all'
          ? await queryRows<{ reportDate: string; value: number | null }>(
              db,
              sql`select cs.report_date::text as "reportDate", avg(u.x) as value
                  from ${metricCrossSections} cs, unnest(cs.iids, cs.values) as u(iid, x)
                  where cs.institution_type = ${institutionType} and cs.slot = ${slot}
                    and cs.report_date >= ${from} and u.iid <> ${leaveOut}
                  group by cs.report_date`,
            )
          : await queryRows<{ reportDate: string; value: number | null }>(
              db,
              sql`select report_date::text as "reportDate", avg(${metricValues.values}[${slot}]) as value
                  from ${metricValues}
                  where ${metricValues.iid} in (${sql.join(
                    iids.filter((iid) => iid !== leaveOut).map((iid) => sql`${iid}`),
                    sql`, `,
                  )}) and ${metricValues.reportDate} >= ${from}
                  group by report_date`,
            );
      return new Map(rows.map((r) => [r.reportDate, r.value === null ? null : Number(r.value)]));
    },

    /** The cross-sections of several metrics at one quarter, by metric id. */
    async crossSectionsAt(
      institutionType: InstitutionType,
      reportDate: string,
      metricIds: readonly string[],
    ): Promise<Map<string, CrossSection>> {
      const slots = await slotsOf(institutionType, metricIds);
      const bySlot = new Map([...slots].map(([id, slot]) => [slot, id]));
      const result = new Map<string, CrossSection>();
      if (bySlot.size === 0) return result;
      const rows = await readCrossSections(
        sql`${metricCrossSections.institutionType} = ${institutionType}
            and ${metricCrossSections.reportDate} = ${reportDate}
            and ${metricCrossSections.slot} in (${sql.join(
              [...bySlot.keys()].map((s) => sql`${s}`),
              sql`, `,
            )})`,
      );
      for (const { slot, ...section } of rows) {
        const id = bySlot.get(slot);
        if (id) result.set(id, section);
      }
      return result;
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
