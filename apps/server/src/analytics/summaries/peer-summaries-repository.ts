import { sql, type SQL } from 'drizzle-orm';
import type { RankSort } from '@app/core/analytics/rank-sort';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../../platform/db/database';
import { metricCrossSections, metricValues } from '../../platform/db/schema/metric-tables';
import {
  groupMembersRepository,
  isNational,
  type Members,
} from '../../reference-data/peer-groups/group-members-repository';
import {
  DIRECTION,
  nationalCount,
  nationalMeanWithout,
} from '../../reference-data/metric-values/cross-section-sql';
import { metricSlotsOf } from '../../reference-data/metric-values/metric-slots';
import { groupFiguresRepository } from '../series/group-figures-repository';

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
  /** Members strictly worse than the institution; 0 when it has no value. */
  worse: number;
  /** The best of the institution and the members, a tie to the lower iid. */
  top: { iid: number; value: number } | null;
}

/** One metric's row of a peer summary as the database answers it. */
interface SummaryRow {
  slot: number;
  own: number | null;
  n: number;
  mean: number | null;
  better: number;
  worse: number;
  topIid: number | null;
  topValue: number | null;
}

/** The subject against its group's members, per metric at one quarter (summaries, KPI tiles). */
export function peerSummariesRepository(db: Database) {
  const groupMembers = groupMembersRepository(db);

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
    const { joins, member } = await groupMembers.filter(institutionType, members);
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
          select w.slot, own.x as own, stats.n, stats.mean, stats.better, stats.worse,
                 ${group.topIid(sql`stats.best`)} as "topIid", stats.best * w.direction as "topValue"
          from wanted w ${own}
          cross join lateral (
            -- avg adds the rows as the scan gives them, in iid order (an iid-ordered CTE), so
            -- the mean keeps its last bits. avg(x order by iid) would say so, but sorted every
            -- slot again.
            select count(*)::int as n, avg(p.x) as mean,
                   (count(*) filter (where p.x * w.direction > own.x * w.direction))::int as better,
                   (count(*) filter (where p.x * w.direction < own.x * w.direction))::int as worse,
                   greatest(max(p.x * w.direction), own.x * w.direction) as best
            from (${group.peers}) p
          ) stats`,
    );
  };

  return {
    /** A group's figure under any peer statistic (series/group-figures-repository). */
    figures: groupFiguresRepository(db).figures,

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
      const slots = await metricSlotsOf(
        db,

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
                       ${nationalCount('worse', sql`own.x`, sql`w.direction = 1`)} as worse,
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
          worse: row.worse,
          top:
            row.topIid === null || topValue === null ? null : { iid: row.topIid, value: topValue },
        });
      }
      return result;
    },
  };
}

export type PeerSummariesRepository = ReturnType<typeof peerSummariesRepository>;
