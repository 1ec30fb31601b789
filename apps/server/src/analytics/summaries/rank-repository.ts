import { sql, type SQL } from 'drizzle-orm';
import type { RankSort } from '@app/core/analytics/rank-sort';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../../platform/db/database';
import { metricValues } from '../../platform/db/schema/metric-tables';
import {
  groupMembersRepository,
  isNational,
  type Members,
} from '../../reference-data/peer-groups/group-members-repository';
import { DIRECTION } from '../../reference-data/metric-values/cross-section-sql';
import { metricSlotsOf } from '../../reference-data/metric-values/metric-slots';
import { metricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';

/** The best value first: higher for H and N, lower for L (see rank-sort.ts). */
const BEST_FIRST: Record<RankSort, SQL> = { H: sql`desc`, N: sql`desc`, L: sql`asc` };

export interface RankedEntry {
  iid: number;
  value: number;
  /** 1 + how many are strictly better (ties share the best of their ranks). */
  rank: number;
  /** 0-based place in the full list, best first, ties by iid. */
  position: number;
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

/** The rank chart's reads: the subject among its group's members at one quarter. */
export function rankRepository(db: Database) {
  const groupMembers = groupMembersRepository(db);
  const values = metricValuesRepository(db);

  return {
    /**
     * The group's members with a value at one quarter, the institution left out, and the
     * institution's own value: the Distribution page's points (issue 28).
     */
    async memberValuesAt(
      institutionType: InstitutionType,
      metricId: string,
      iid: number,
      members: Members,
      reportDate: string,
    ): Promise<{ members: { iid: number; value: number }[]; own: number | null }> {
      const slot = (await metricSlotsOf(db, institutionType, [metricId])).get(metricId);
      if (slot === undefined) return { members: [], own: null };
      const [ownRow] = await queryRows<{ x: number | null }>(
        db,
        sql`select ${metricValues.values}[${slot}] as x from ${metricValues}
            where ${metricValues.iid} = ${iid} and ${metricValues.reportDate} = ${reportDate}`,
      );
      const own = ownRow?.x === null || ownRow?.x === undefined ? null : Number(ownRow.x);
      if (isNational(members)) {
        const [section] = await values.crossSections(
          institutionType,
          metricId,
          reportDate,
          reportDate,
        );
        const iids = section?.iids ?? [];
        const found = section?.values ?? [];
        return {
          members: iids.flatMap((m, k) => (m === iid ? [] : [{ iid: m, value: found[k]! }])),
          own,
        };
      }
      const peers = await groupMembers.memberValues(
        institutionType,
        slot,
        members,
        iid,
        reportDate,
        reportDate,
      );
      const rows = await queryRows<{ iid: number; x: number }>(
        db,
        sql`select p.iid, p.x from (${peers}) p order by p.iid`,
      );
      return { members: rows.map((r) => ({ iid: r.iid, value: Number(r.x) })), own };
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
      const slot = (await metricSlotsOf(db, institutionType, [metricId])).get(metricId);
      if (slot === undefined) return { total: 0, entries: [] };
      if (isNational(members)) {
        // One stored row: every filer with a value, the institution included, ranked here
        // (sorting a few thousand pairs costs less than the database's two window sorts).
        const [section] = await values.crossSections(
          institutionType,
          metricId,
          reportDate,
          reportDate,
        );
        return rankAround(section?.iids ?? [], section?.values ?? [], rankSort, iid, reach);
      }
      const peers = await groupMembers.memberValues(
        institutionType,
        slot,
        members,
        iid,
        reportDate,
        reportDate,
      );
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
  };
}

export type RankRepository = ReturnType<typeof rankRepository>;
