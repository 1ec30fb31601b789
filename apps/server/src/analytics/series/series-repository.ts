import { sql, type SQL } from 'drizzle-orm';
import type { RankSort } from '@app/core/analytics/rank-sort';
import type { InstitutionType } from '@app/core/domain/products';
import { LAST_DATE } from '../subject/subject';
import { queryRows, type Database } from '../../platform/db/database';
import { metricCrossSections, metricValues } from '../../platform/db/schema/metric-tables';
import {
  groupMembersRepository,
  isNational,
  type Members,
} from '../../reference-data/peer-groups/group-members-repository';
import {
  nationalCount,
  nationalMeanWithout,
} from '../../reference-data/metric-values/cross-section-sql';
import { byMetricAndDate } from '../../reference-data/metric-values/metric-values-repository';
import { metricSlotsOf } from '../../reference-data/metric-values/metric-slots';
import { groupFiguresRepository } from './group-figures-repository';

/** `p` worse than `own` under the metric's direction. */
const WORSE: Record<RankSort, SQL> = {
  H: sql`p.x < own.x`,
  N: sql`p.x < own.x`,
  L: sql`p.x > own.x`,
};

/** The group side of a series: its average, and the subject's percentile rank in it. */
export function seriesRepository(db: Database) {
  const groupMembers = groupMembersRepository(db);
  const slotsOf = (institutionType: InstitutionType, metricIds: readonly string[]) =>
    metricSlotsOf(db, institutionType, metricIds);

  /**
   * Per metric and quarter from `from` on, the mean over the group's members, one left out,
   * in one query for all the metrics (a chart element's rows): one number per metric and
   * quarter leaves the database.
   */
  const averagesOfMetrics = async (
    institutionType: InstitutionType,
    metricIds: readonly string[],
    members: Members,
    leaveOut: number,
    from: string,
  ): Promise<Map<string, Map<string, number | null>>> => {
    const slots = await slotsOf(institutionType, metricIds);
    if (slots.size === 0) return new Map<string, Map<string, number | null>>();
    const slotList = [...slots.values()];
    if (isNational(members)) {
      const result = byMetricAndDate([...slots.keys()], []);
      const idOf = new Map([...slots].map(([id, slot]) => [slot, id]));
      // The stored count and sum of each cross-section, the left-out institution's own value
      // taken from its row: no array is read.
      const rows = await queryRows<{ slot: number; reportDate: string; value: number | null }>(
        db,
        sql`select cs.slot, cs.report_date::text as "reportDate",
                   ${nationalMeanWithout(sql`own.values[cs.slot]`)} as value
            from ${metricCrossSections} cs
            left join ${metricValues} own on own.iid = ${leaveOut} and own.report_date = cs.report_date
            where cs.institution_type = ${institutionType}
              and cs.slot = any(${sql.param(slotList)}::int[]) and cs.report_date >= ${from}`,
      );
      for (const row of rows) {
        const id = idOf.get(row.slot);
        if (id !== undefined) {
          result.get(id)?.set(row.reportDate, row.value === null ? null : Number(row.value));
        }
      }
      return result;
    }
    const { joins, member } = await groupMembers.filter(institutionType, members);
    // The members' rows are read once for all the slots, cut to the wanted values before they
    // are grouped (the fence, offset 0, keeps the planner from sorting the whole 1.7 kB rows by
    // quarter: 6.7 to 2.8 ms for a group of 25 over 80 quarters), one avg per slot; avg skips
    // nulls. (Unnesting each row's values beside the slots instead cost three times as much.)
    const picked = sql.join(
      slotList.map((slot) => sql`m.values[${slot}]`),
      sql`, `,
    );
    const means = sql.join(
      slotList.map((_, k) => sql`avg(p.x[${k + 1}])`),
      sql`, `,
    );
    const rows = await queryRows<{ reportDate: string; means: (number | string | null)[] }>(
      db,
      sql`select p.report_date::text as "reportDate", array[${means}]::float8[] as means
          from (select m.report_date, array[${picked}]::float8[] as x
                from ${metricValues} m ${joins}
                where m.institution_type = ${institutionType} and m.report_date >= ${from}
                  and m.iid <> ${leaveOut} and ${member}
                offset 0) p
          group by p.report_date`,
    );
    return byMetricAndDate(
      [...slots.keys()],
      rows.map((row) => ({ reportDate: row.reportDate, values: row.means })),
    );
  };

  return {
    averagesOfMetrics,

    /** A group's figure under any peer statistic, with its bands (group-figures-repository). */
    figures: groupFiguresRepository(db).figures,

    /** averagesOfMetrics of one metric. */
    async averages(
      institutionType: InstitutionType,
      metricId: string,
      members: Members,
      leaveOut: number,
      from: string,
    ): Promise<Map<string, number | null>> {
      const byMetric = await averagesOfMetrics(
        institutionType,
        [metricId],
        members,
        leaveOut,
        from,
      );
      return byMetric.get(metricId) ?? new Map();
    },

    /**
     * The institution's percent rank among itself and the group's members (the institution
     * left out of them) each quarter from `from` on where it has a value: PostgreSQL
     * percent_rank semantics, as percentRanks of @app/core (worse others / (n − 1), 0 alone),
     * counted in the database so that one number per quarter travels.
     */
    async percentRanks(
      institutionType: InstitutionType,
      metricId: string,
      rankSort: RankSort,
      iid: number,
      members: Members,
      from: string,
    ): Promise<Map<string, number>> {
      const slot = (await slotsOf(institutionType, [metricId])).get(metricId);
      if (slot === undefined) return new Map();
      if (isNational(members)) {
        // The institution is in each quarter's cross-section where it has a value: the others
        // are n − 1, and the worse among them are counted in the sorted values.
        const higher = rankSort === 'L' ? sql`false` : sql`true`;
        const rows = await queryRows<{ reportDate: string; value: number }>(
          db,
          sql`select own.report_date::text as "reportDate",
                     case when cs.n <= 1 then 0::float8
                          else ${nationalCount('worse', sql`own.x`, higher)}::float8 / (cs.n - 1) end as value
              from (select m.report_date, m.values[${slot}] as x
                    from ${metricValues} m
                    where m.iid = ${iid} and m.report_date >= ${from}
                      and m.values[${slot}] is not null) own
              join ${metricCrossSections} cs
                on cs.institution_type = ${institutionType} and cs.slot = ${slot}
               and cs.report_date = own.report_date`,
        );
        return new Map(rows.map((r) => [r.reportDate, Number(r.value)]));
      }
      const peers = await groupMembers.memberValues(
        institutionType,
        slot,
        members,
        iid,
        from,
        LAST_DATE,
      );
      const rows = await queryRows<{ reportDate: string; value: number }>(
        db,
        // Counted quarter by quarter (a lateral subquery): joining all quarters' peers to
        // the institution's values first carried 360,000 rows through a sort.
        sql`with own as materialized (
              select m.report_date, m.values[${slot}] as x
              from ${metricValues} m
              where m.iid = ${iid} and m.report_date >= ${from} and m.values[${slot}] is not null
            )
            select own.report_date::text as "reportDate",
                   case when peers.n = 0 then 0::float8 else peers.worse::float8 / peers.n end as value
            from own cross join lateral (
              select count(*) as n, count(*) filter (where ${WORSE[rankSort]}) as worse
              from (${peers}) p
              where p.report_date = own.report_date
            ) peers`,
      );
      return new Map(rows.map((r) => [r.reportDate, Number(r.value)]));
    },
  };
}

export type SeriesRepository = ReturnType<typeof seriesRepository>;
