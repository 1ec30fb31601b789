import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RankSort } from '@app/core/analytics/rank-sort';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../db/database';
import { institutions } from '../db/schema/institution-tables';
import { metricCrossSections, metricValues } from '../db/schema/metric-tables';
import { TOTAL_ASSETS_METRIC } from '../groups/asset-bands';
import { metricSlotsOf } from './metric-slots';
import {
  aggregateMemberCondition,
  factsRead,
  type AggregateRule,
} from '../groups/aggregate-membership';

export interface CrossSection {
  reportDate: string;
  /** Ascending; only institutions with a value. */
  iids: number[];
  values: number[];
}

const LAST_DATE = '9999-12-31';

/** Whose values a group statistic reads: listed institutions, or an aggregate group's rule. */
export type Members =
  { kind: 'list'; iids: readonly number[] } | { kind: 'aggregate'; rule: AggregateRule };

const isNational = (members: Members) =>
  members.kind === 'aggregate' && members.rule.kind === 'national';

/**
 * The mean of a national cross-section `cs` with the value `x` of one of its institutions left
 * out (x null: the institution has no value there, nothing to leave out): a lookup of the
 * stored count and sum instead of a pass over the values.
 */
const nationalMeanWithout = (x: SQL) =>
  sql`case when ${x} is null then cs.total / nullif(cs.n, 0)
           else (cs.total - ${x}) / nullif(cs.n - 1, 0) end`;

/**
 * How many values of the national cross-section `cs` are strictly better or worse than `x`
 * (0 when x is null), by binary search in the sorted values (width_bucket: how many are at
 * or below x; count_below, migration 0006: how many are below it). `higherIsBetter` may be a
 * constant or a column.
 */
const nationalCount = (which: 'better' | 'worse', x: SQL, higherIsBetter: SQL) => {
  const above = sql`cs.n - width_bucket(${x}, cs.sorted)`;
  const below = sql`count_below(cs.sorted, ${x})`;
  const [ifHigher, ifLower] = which === 'better' ? [above, below] : [below, above];
  return sql`case when ${x} is null then 0 when ${higherIsBetter} then ${ifHigher} else ${ifLower} end`;
};

/** The best value first: higher for H and N, lower for L (see rank-sort.ts). */
const BEST_FIRST: Record<RankSort, SQL> = { H: sql`desc`, N: sql`desc`, L: sql`asc` };
/** `p` worse than `own` under the metric's direction. */
const WORSE: Record<RankSort, SQL> = {
  H: sql`p.x < own.x`,
  N: sql`p.x < own.x`,
  L: sql`p.x > own.x`,
};

/** Sorting by value × direction, descending, puts the best first whatever the rankSort. */
const DIRECTION: Record<RankSort, number> = { H: 1, N: 1, L: -1 };

/** A metric of a quarterly summary and its direction. */
export interface SummaryMetric {
  metricId: string;
  rankSort: RankSort;
}

/** One metric at one quarter: the institution against the group's members (itself left out). */
export interface PeerSummary {
  institutionValue: number | null;
  /** Members with a value. */
  peerCount: number;
  /** Their mean, null when none has a value. */
  peerMean: number | null;
  /** Members strictly better than the institution; 0 when it has no value. */
  better: number;
  /** The best of the institution and the members, a tie to the lower iid. */
  top: { iid: number; value: number } | null;
}

export interface RankedEntry {
  iid: number;
  value: number;
  /** 1 + how many are strictly better (ties share the best of their ranks). */
  rank: number;
  /** 0-based place in the full list, best first, ties by iid. */
  position: number;
}

/** One metric's row of a peer summary as the database answers it. */
interface SummaryRow {
  slot: number;
  own: number | null;
  n: number;
  mean: number | null;
  better: number;
  topIid: number | null;
  topValue: number | null;
}

/**
 * A cross-section (iids and values) ranked best first, ties by iid: how many there are, and
 * the entries within `reach` places of `iid` (of the first place when it has no value).
 */
export function rankAround(
  iids: readonly number[],
  values: readonly number[],
  rankSort: RankSort,
  iid: number,
  reach: number,
): { total: number; entries: RankedEntry[] } {
  const direction = DIRECTION[rankSort];
  const order = iids.map((_, k) => k);
  order.sort(
    (a, b) =>
      ((values[b] as number) - (values[a] as number)) * direction ||
      (iids[a] as number) - (iids[b] as number),
  );
  const centre = Math.max(
    0,
    order.findIndex((k) => iids[k] === iid),
  );
  const entries: RankedEntry[] = [];
  let rank = 1;
  order.forEach((k, position) => {
    const value = values[k] as number;
    if (position > 0 && value !== values[order[position - 1] as number]) rank = position + 1;
    if (Math.abs(position - centre) <= reach) {
      entries.push({ iid: iids[k] as number, value, rank, position });
    }
  });
  return { total: order.length, entries };
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

  /**
   * An aggregate group's rule over rows `m` of metric_values (filers of a quarter): the join
   * of the state when the rule reads it, and the condition of aggregate-membership.ts over the
   * state and the row's own total assets.
   */
  const aggregateFilter = async (
    institutionType: InstitutionType,
    rule: AggregateRule,
  ): Promise<{ joins: SQL; member: SQL }> => {
    const reads = factsRead(rule);
    let totalAssets = sql`null::float8`;
    if (reads.totalAssets) {
      const assetsId = TOTAL_ASSETS_METRIC[institutionType];
      const assetsSlot = (await slotsOf(institutionType, [assetsId])).get(assetsId);
      if (assetsSlot !== undefined) totalAssets = sql`m.values[${assetsSlot}]`;
    }
    return {
      joins: reads.state ? sql`join ${institutions} i on i.iid = m.iid` : sql``,
      member: aggregateMemberCondition(rule, { state: sql`i.state`, totalAssets }),
    };
  };

  /** Rows `m` of metric_values that are members: by the list, or by the aggregate rule. */
  const listOrRule = async (institutionType: InstitutionType, members: Members) =>
    members.kind === 'list'
      ? { joins: sql``, member: sql`m.iid = any(${sql.param([...members.iids])}::int[])` }
      : aggregateFilter(institutionType, members.rule);

  /**
   * The members' values of the metric in slot `slot`, quarters `from` to `to`, `leaveOut` left
   * out, for lists, states and asset bands (the national group reads the stored statistics of
   * its cross-sections instead): a query of rows (report_date, iid, x), x never null, from the
   * rows of metric_values, members by the list or by the rule.
   */
  const memberValues = async (
    institutionType: InstitutionType,
    slot: number,
    members: Members,
    leaveOut: number,
    from: string,
    to: string,
  ): Promise<SQL> => {
    const { joins, member } = await listOrRule(institutionType, members);
    return sql`select m.report_date, m.iid, m.values[${slot}] as x
               from ${metricValues} m ${joins}
               where m.institution_type = ${institutionType}
                 and m.report_date between ${from} and ${to}
                 and m.values[${slot}] is not null and m.iid <> ${leaveOut} and ${member}`;
  };

  /**
   * The members of a list, state or asset band with a value at one quarter, one metric at a
   * time, for a query over the relation `wanted(slot, direction, k)` (k: 1, 2, … in order)
   * aliased `w` and the institution's value `own.x`:
   * - `ctes`: common table expressions to add to the query's `with`: the members'
   *   metric_values rows, picked once and in iid order (a list holds at most 100 members, a
   *   state or band a few thousand) with the wanted slots only, at `w.k` (a fifth of the 1.7 kB
   *   row: the table expression is scanned once per slot, and that scan was most of the time);
   * - `peers`: rows (iid, x) of the slot `w.slot`, the institution left out, in iid order;
   * - `topIid`: the lowest iid among the institution and the peers whose x times the direction
   *   equals `best`.
   */
  const listedPeersBySlot = async (
    institutionType: InstitutionType,
    members: Members,
    iid: number,
    reportDate: string,
  ): Promise<{ ctes: SQL; peers: SQL; topIid: (best: SQL) => SQL }> => {
    const { joins, member } = await listOrRule(institutionType, members);
    const peers = sql`select mm.iid, mm.x[w.k] as x from members mm where mm.x[w.k] is not null`;
    return {
      ctes: sql`, members as materialized (
                  select m.iid, array(select m.values[w.slot] from wanted w order by w.k) as x
                  from ${metricValues} m ${joins}
                  where m.institution_type = ${institutionType} and m.report_date = ${reportDate}
                    and m.iid <> ${iid} and ${member}
                  order by m.iid
                )`,
      peers,
      topIid: (best) =>
        sql`(select min(e.iid)
             from (${peers} union all select ${iid}, own.x) e
             where e.x * w.direction = ${best})`,
    };
  };

  /**
   * peerSummaries for lists, states and asset bands: slot by slot, one pass over each slot's
   * values of the members' rows (one relation of every member's value of every slot was
   * sorted on disk twice, and a sort for the top institution cost as much as the rest).
   */
  const listedPeerSummaries = async (
    wanted: SQL,
    own: SQL,
    institutionType: InstitutionType,
    members: Members,
    iid: number,
    reportDate: string,
  ) => {
    const group = await listedPeersBySlot(institutionType, members, iid, reportDate);
    return queryRows<SummaryRow>(
      db,
      sql`with ${wanted}${group.ctes}
          select w.slot, own.x as own, stats.n, stats.mean, stats.better,
                 ${group.topIid(sql`stats.best`)} as "topIid", stats.best * w.direction as "topValue"
          from wanted w ${own}
          cross join lateral (
            -- avg adds the rows as the scan gives them, in iid order (an iid-ordered CTE), so
            -- the mean keeps its last bits. avg(x order by iid) would say so, but sorted every
            -- slot again.
            select count(*)::int as n, avg(p.x) as mean,
                   (count(*) filter (where p.x * w.direction > own.x * w.direction))::int as better,
                   greatest(max(p.x * w.direction), own.x * w.direction) as best
            from (${group.peers}) p
          ) stats`,
    );
  };

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
    const result = new Map<string, Map<string, number | null>>();
    if (slots.size === 0) return result;
    const slotList = [...slots.values()];
    const idOf = new Map([...slots].map(([id, slot]) => [slot, id]));
    for (const id of slots.keys()) result.set(id, new Map());
    if (isNational(members)) {
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
    const { joins, member } = await listOrRule(institutionType, members);
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
    for (const row of rows) {
      slotList.forEach((slot, k) => {
        const id = idOf.get(slot) as string;
        const value = row.means[k];
        result
          .get(id)
          ?.set(row.reportDate, value === null || value === undefined ? null : Number(value));
      });
    }
    return result;
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
      const result = new Map<string, Map<string, number | null>>();
      if (slots.size === 0) return result;
      const rows = await queryRows<{ reportDate: string; values: (number | null)[] }>(
        db,
        sql`select report_date::text as "reportDate",
                   array(select m.values[w.slot] from unnest(${sql.param([...slots.values()])}::int[])
                                with ordinality as w(slot, k) order by w.k) as values
            from ${metricValues} m
            where m.iid = ${iid} and m.institution_type = ${institutionType}
              and m.report_date >= ${from}`,
      );
      const ids = [...slots.keys()];
      for (const id of ids) result.set(id, new Map());
      for (const row of rows) {
        ids.forEach((id, k) => {
          const value = row.values[k];
          result
            .get(id)
            ?.set(row.reportDate, value === null || value === undefined ? null : Number(value));
        });
      }
      return result;
    },

    averagesOfMetrics,

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
      const peers = await memberValues(institutionType, slot, members, iid, from, LAST_DATE);
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

    /**
     * The institution and the group's members with a value at one quarter, ranked best first
     * (ties by iid): how many there are, and the entries within `reach` places of the
     * institution (of the first place when it has no value), which is all a window of
     * reach + 1 around it can show.
     */
    async rankNeighbourhood(
      institutionType: InstitutionType,
      metricId: string,
      rankSort: RankSort,
      iid: number,
      members: Members,
      reportDate: string,
      reach: number,
    ): Promise<{ total: number; entries: RankedEntry[] }> {
      const slot = (await slotsOf(institutionType, [metricId])).get(metricId);
      if (slot === undefined) return { total: 0, entries: [] };
      if (isNational(members)) {
        // One stored row: every filer with a value, the institution included, ranked here
        // (sorting a few thousand pairs costs less than the database's two window sorts).
        const [section] = await readCrossSections(
          sql`${metricCrossSections.institutionType} = ${institutionType}
              and ${metricCrossSections.slot} = ${slot}
              and ${metricCrossSections.reportDate} = ${reportDate}`,
        );
        return rankAround(section?.iids ?? [], section?.values ?? [], rankSort, iid, reach);
      }
      const peers = await memberValues(institutionType, slot, members, iid, reportDate, reportDate);
      const best = BEST_FIRST[rankSort];
      const rows = await queryRows<RankedEntry & { total: number }>(
        db,
        sql`with entries as (
              select iid, x from (${peers}) p
              union all
              select ${metricValues.iid}, ${metricValues.values}[${slot}]
              from ${metricValues}
              where ${metricValues.iid} = ${iid} and ${metricValues.reportDate} = ${reportDate}
                and ${metricValues.values}[${slot}] is not null
            ), ranked as (
              select iid, x,
                     rank() over (order by x ${best})::int as rank,
                     (row_number() over (order by x ${best}, iid) - 1)::int as position,
                     (count(*) over ())::int as total
              from entries
            ), centre as (
              select coalesce((select position from ranked where iid = ${iid}), 0) as position
            )
            select r.iid, r.x as value, r.rank, r.position, r.total
            from ranked r, centre c
            where r.position between c.position - ${reach} and c.position + ${reach}
            order by r.position`,
      );
      return {
        total: rows[0]?.total ?? 0,
        entries: rows.map(({ total: _total, ...entry }) => ({
          ...entry,
          value: Number(entry.value),
        })),
      };
    },

    /**
     * Per metric at one quarter, the institution's value against the group's members (the
     * institution left out of them): how many have a value, their mean, how many are better,
     * and the best of all. One query for all the metrics, so that one row per metric leaves
     * the database instead of every member's values.
     */
    async peerSummaries(
      institutionType: InstitutionType,
      reportDate: string,
      metrics: readonly SummaryMetric[],
      iid: number,
      members: Members,
    ): Promise<Map<string, PeerSummary>> {
      const slots = await slotsOf(
        institutionType,
        metrics.map((m) => m.metricId),
      );
      const known = metrics.filter((m) => slots.has(m.metricId));
      const result = new Map<string, PeerSummary>();
      if (known.length === 0) return result;
      const wanted = sql`wanted(slot, direction, k) as (
              select * from unnest(${sql.param(known.map((m) => slots.get(m.metricId)))}::int[],
                                   ${sql.param(known.map((m) => DIRECTION[m.rankSort]))}::int[])
                            with ordinality
            )`;
      const own = sql`left join ${metricValues} me on me.iid = ${iid} and me.report_date = ${reportDate}
            cross join lateral (select me.values[w.slot] as x) own`;
      const rows = isNational(members)
        ? // Lookups in each slot's stored statistics: the institution, where it has a value,
          // is one of the cross-section's n and is left out of the count and the mean.
          await queryRows<SummaryRow>(
            db,
            sql`with ${wanted}
                select w.slot, own.x as own,
                       cs.n - (own.x is not null)::int as n,
                       ${nationalMeanWithout(sql`own.x`)} as mean,
                       ${nationalCount('better', sql`own.x`, sql`w.direction = 1`)} as better,
                       case when w.direction = 1 then cs.high_iid else cs.low_iid end as "topIid",
                       case when w.direction = 1 then cs.sorted[cs.n] else cs.sorted[1] end as "topValue"
                from wanted w ${own}
                join ${metricCrossSections} cs
                  on cs.institution_type = ${institutionType} and cs.slot = w.slot
                 and cs.report_date = ${reportDate}`,
          )
        : await listedPeerSummaries(wanted, own, institutionType, members, iid, reportDate);
      const bySlot = new Map(rows.map((r) => [r.slot, r]));
      const num = (v: number | null) => (v === null ? null : Number(v));
      for (const metric of known) {
        const row = bySlot.get(slots.get(metric.metricId) as number);
        if (!row) continue;
        const topValue = num(row.topValue);
        result.set(metric.metricId, {
          institutionValue: num(row.own),
          peerCount: row.n,
          peerMean: num(row.mean),
          better: row.better,
          top:
            row.topIid === null || topValue === null ? null : { iid: row.topIid, value: topValue },
        });
      }
      return result;
    },

    /** Who is in an aggregate group at a quarter (filers matching its rule), ascending. */
    async aggregateMemberIids(
      institutionType: InstitutionType,
      rule: AggregateRule,
      reportDate: string,
    ): Promise<number[]> {
      const { joins, member } = await aggregateFilter(institutionType, rule);
      const rows = await queryRows<{ iid: number }>(
        db,
        sql`select m.iid
            from ${metricValues} m ${joins}
            where m.institution_type = ${institutionType} and m.report_date = ${reportDate}
              and ${member}
            order by m.iid`,
      );
      return rows.map((r) => r.iid);
    },

    /**
     * How many filers each aggregate group holds at each of the given quarters, in one pass
     * over the quarters' rows (the group list shows counts, not members): per quarter, the
     * counts in the rules' order. The state comes from one join (a subquery per state group
     * looked it up once per group and filer: 50 seconds for a national history).
     */
    async aggregateMemberCounts(
      institutionType: InstitutionType,
      rules: readonly AggregateRule[],
      reportDates: readonly string[],
    ): Promise<Map<string, number[]>> {
      const result = new Map<string, number[]>();
      if (rules.length === 0 || reportDates.length === 0) return result;
      const assetsId = TOTAL_ASSETS_METRIC[institutionType];
      const assetsSlot = rules.some((rule) => factsRead(rule).totalAssets)
        ? (await slotsOf(institutionType, [assetsId])).get(assetsId)
        : undefined;
      const candidate = {
        state: sql`i.state`,
        totalAssets: assetsSlot === undefined ? sql`null::float8` : sql`m.values[${assetsSlot}]`,
      };
      const counts = rules.map(
        (rule) => sql`(count(*) filter (where ${aggregateMemberCondition(rule, candidate)}))::int`,
      );
      const rows = await queryRows<{ reportDate: string; counts: number[] }>(
        db,
        sql`select m.report_date::text as "reportDate", array[${sql.join(counts, sql`, `)}] as counts
            from ${metricValues} m join ${institutions} i on i.iid = m.iid
            where m.institution_type = ${institutionType}
              and m.report_date = any(${sql.param([...reportDates])}::date[])
            group by m.report_date`,
      );
      for (const date of reportDates)
        result.set(
          date,
          rules.map(() => 0),
        );
      for (const row of rows) result.set(row.reportDate, row.counts.map(Number));
      return result;
    },

    /**
     * The spec's "selected peer count" (spec 2 section 9: institutionsReporting is it plus 1):
     * the group's members other than `exceptIid`, whether or not they have a value. A list
     * group counts its (selected) iids; an aggregate group the institutions its rule holds that
     * quarter.
     */
    async peerCount(
      institutionType: InstitutionType,
      members: Members,
      exceptIid: number,
      reportDate: string,
    ): Promise<number> {
      if (members.kind === 'list') {
        return new Set(members.iids.filter((iid) => iid !== exceptIid)).size;
      }
      const rule = members.rule;
      const assetsId = TOTAL_ASSETS_METRIC[institutionType];
      const assetsSlot = factsRead(rule).totalAssets
        ? (await slotsOf(institutionType, [assetsId])).get(assetsId)
        : undefined;
      const candidate = {
        state: sql`i.state`,
        totalAssets: assetsSlot === undefined ? sql`null::float8` : sql`m.values[${assetsSlot}]`,
      };
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select (count(*) filter (where ${aggregateMemberCondition(rule, candidate)}))::int as n
            from ${metricValues} m join ${institutions} i on i.iid = m.iid
            where m.institution_type = ${institutionType}
              and m.report_date = ${reportDate}
              and m.iid <> ${exceptIid}`,
      );
      return row?.n ?? 0;
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
