import { sql, type SQL } from 'drizzle-orm';
import {
  BAND_PERCENTILES,
  NO_PARTS,
  NO_VALUES,
  TOO_FEW_FOR_TRIMMED,
  TRIM_CUT,
  TRIMMED_MIN_VALUES,
  ZERO_DENOMINATOR,
  type PeerStatistic,
} from '@app/core/analytics/peer-statistics';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../../platform/db/database';
import {
  metricCrossSections,
  metricRatioParts,
  metricValues,
} from '../../platform/db/schema/metric-tables';
import {
  groupMembersRepository,
  isNational,
  type Members,
} from '../../reference-data/peer-groups/group-members-repository';
import { nationalMeanWithout } from '../../reference-data/metric-values/cross-section-sql';
import { metricSlotsOf } from '../../reference-data/metric-values/metric-slots';

/** A group's figure at one quarter: the value or why there is none, and its members counted. */
export interface GroupFigureAt {
  value: number | null;
  /** Members with a value (the subject left out). */
  count: number;
  /** Why value is null, when it is. */
  reason: string | null;
  /** p10, p25, p50, p75, p90 of the members' values, when asked. */
  bands?: (number | null)[];
}

/** What a figure is asked for: the statistic, the bands or not, the aggregate's scale per metric. */
export interface FigureRequest {
  statistic: PeerStatistic;
  bands: boolean;
  /** For aggregate: each metric's scale (compute = Σ numerator / Σ denominator × scale). */
  scales?: ReadonlyMap<string, number>;
}

/** One metric's row at one quarter as the database answers it. */
interface FigureRow {
  slot: number;
  reportDate: string;
  n: number;
  value: number | string | null;
  bands: (number | string | null)[] | null;
  numerator: number | string | null;
  denominator: number | string | null;
}

const num = (v: number | string | null | undefined) =>
  v === null || v === undefined ? null : Number(v);

const floatArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql.raw(String(v))),
    sql`, `,
  )}]::float8[]`;

/**
 * A group's figure per metric and quarter under any peer statistic (issue 28), the subject
 * left out of its group as for the mean, with the members' percentile bands when asked. The
 * math is @app/core's peer-statistics; the database does it where the values are, so that one
 * row per metric and quarter travels:
 * - the national group from its stored cross-sections (the sorted values, their running sums,
 *   the ratio parts' totals): quantiles and the trimmed mean are index lookups and a binary
 *   search (the functions of migration 0026), no pass over the thousands of values;
 * - lists, states and asset bands from the members' rows, by percentile_cont (the same
 *   interpolation as quantileOfSorted) and a filtered avg between the cuts.
 */
export function groupFiguresRepository(db: Database) {
  const groupMembers = groupMembersRepository(db);

  const national = async (
    institutionType: InstitutionType,
    slots: readonly number[],
    request: FigureRequest,
    leaveOut: number,
    from: string,
    to: string,
  ) => {
    const own = sql`own.values[cs.slot]`;
    const value: Record<PeerStatistic, SQL> = {
      mean: nationalMeanWithout(own),
      median: sql`(sorted_quantiles(cs.sorted, o.skip, array[0.5]::float8[]))[1]`,
      trimmed: sql`sorted_trimmed_mean(cs.sorted, cs.prefix, o.skip)`,
      aggregate: sql`null::float8`,
    };
    const aggregate = request.statistic === 'aggregate';
    return queryRows<FigureRow>(
      db,
      sql`select cs.slot, cs.report_date::text as "reportDate",
                 cs.n - (o.skip > 0)::int as n,
                 ${value[request.statistic]} as value,
                 ${request.bands ? sql`sorted_quantiles(cs.sorted, o.skip, ${floatArray(BAND_PERCENTILES)})` : sql`null::float8[]`} as bands,
                 ${aggregate ? sql`cs.numerator_total - coalesce(parts.numerators[cs.slot], 0)` : sql`null::float8`} as numerator,
                 ${aggregate ? sql`cs.denominator_total - coalesce(parts.denominators[cs.slot], 0)` : sql`null::float8`} as denominator
          from ${metricCrossSections} cs
          left join ${metricValues} own on own.iid = ${leaveOut} and own.report_date = cs.report_date
          ${aggregate ? sql`left join ${metricRatioParts} parts on parts.iid = ${leaveOut} and parts.report_date = cs.report_date` : sql``}
          cross join lateral (select sorted_position(cs.sorted, ${own}) as skip) o
          where cs.institution_type = ${institutionType}
            and cs.slot = any(${sql.param([...slots])}::int[])
            and cs.report_date between ${from} and ${to}`,
    );
  };

  const listed = async (
    institutionType: InstitutionType,
    slots: readonly number[],
    request: FigureRequest,
    members: Members,
    leaveOut: number,
    from: string,
    to: string,
  ) => {
    const { joins, member } = await groupMembers.filter(institutionType, members);
    const aggregate = request.statistic === 'aggregate';
    const trimmed = request.statistic === 'trimmed';
    // The cuts of the trimmed mean first, then the bands: q[1], q[2] are 5% and 95%.
    const ps = [TRIM_CUT, 1 - TRIM_CUT, ...BAND_PERCENTILES];
    const value: Record<PeerStatistic, SQL> = {
      mean: sql`q.mean`,
      median: sql`q.q[5]`,
      trimmed: sql`case when q.n >= ${TRIMMED_MIN_VALUES} then t.mean end`,
      aggregate: sql`null::float8`,
    };
    return queryRows<FigureRow>(
      db,
      sql`with p as materialized (
            select m.report_date, s.slot, m.values[s.slot] as x
                   ${aggregate ? sql`, parts.numerators[s.slot] as num, parts.denominators[s.slot] as den` : sql``}
            from ${metricValues} m ${joins}
            cross join unnest(${sql.param([...slots])}::int[]) s(slot)
            ${aggregate ? sql`left join ${metricRatioParts} parts on parts.iid = m.iid and parts.report_date = m.report_date` : sql``}
            where m.institution_type = ${institutionType}
              and m.report_date between ${from} and ${to}
              and m.iid <> ${leaveOut} and ${member}
              and m.values[s.slot] is not null
          ), q as (
            select p.report_date, p.slot, count(*)::int as n, avg(p.x) as mean,
                   percentile_cont(${floatArray(ps)}) within group (order by p.x) as q
                   ${aggregate ? sql`, sum(p.num) filter (where p.num is not null and p.den is not null) as num, sum(p.den) filter (where p.num is not null and p.den is not null) as den` : sql`, null::float8 as num, null::float8 as den`}
            from p group by p.report_date, p.slot
          )
          select q.slot, q.report_date::text as "reportDate", q.n,
                 ${value[request.statistic]} as value,
                 ${request.bands ? sql`q.q[3:7]` : sql`null::float8[]`} as bands,
                 q.num as numerator, q.den as denominator
          from q
          ${
            trimmed
              ? sql`left join lateral (
                  select avg(p.x) as mean from p
                  where p.report_date = q.report_date and p.slot = q.slot
                    and p.x between q.q[1] and q.q[2]
                ) t on true`
              : sql``
          }`,
    );
  };

  return {
    /** Per metric id, per report date from `from` to `to`, the group's figure. */
    async figures(
      institutionType: InstitutionType,
      metricIds: readonly string[],
      members: Members,
      leaveOut: number,
      from: string,
      to: string,
      request: FigureRequest,
    ): Promise<Map<string, Map<string, GroupFigureAt>>> {
      const slots = await metricSlotsOf(db, institutionType, metricIds);
      const result = new Map<string, Map<string, GroupFigureAt>>(
        [...slots.keys()].map((id) => [id, new Map()]),
      );
      if (slots.size === 0) return result;
      const slotList = [...slots.values()];
      const rows = isNational(members)
        ? await national(institutionType, slotList, request, leaveOut, from, to)
        : await listed(institutionType, slotList, request, members, leaveOut, from, to);
      const idOf = new Map([...slots].map(([id, slot]) => [slot, id]));
      for (const row of rows) {
        const id = idOf.get(row.slot);
        if (id === undefined) continue;
        const figure = figureOf(row, request, request.scales?.get(id) ?? 1);
        result.get(id)?.set(row.reportDate, figure);
      }
      return result;
    },
  };
}

/** The row's value under the statistic, with the reason when there is none. */
function figureOf(row: FigureRow, request: FigureRequest, scale: number): GroupFigureAt {
  const count = row.n;
  let value = num(row.value);
  let reason: string | null = null;
  if (request.statistic === 'aggregate') {
    const n = num(row.numerator);
    const d = num(row.denominator);
    value = null;
    if (n === null || d === null) reason = NO_PARTS;
    else if (d === 0) reason = ZERO_DENOMINATOR;
    else value = (n / d) * scale;
  } else if (value === null) {
    reason =
      count === 0
        ? NO_VALUES
        : request.statistic === 'trimmed' && count < TRIMMED_MIN_VALUES
          ? TOO_FEW_FOR_TRIMMED
          : NO_VALUES;
  }
  const figure: GroupFigureAt = { value, count, reason };
  if (request.bands) figure.bands = (row.bands ?? BAND_PERCENTILES.map(() => null)).map(num);
  return figure;
}

export type GroupFiguresRepository = ReturnType<typeof groupFiguresRepository>;
