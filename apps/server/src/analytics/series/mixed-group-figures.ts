import { sql } from 'drizzle-orm';
import {
  BAND_PERCENTILES,
  percentiles,
  statisticOf,
  type PeerStatistic,
} from '@app/core/analytics/peer-statistics';
import { pairedMetricId } from '@app/core/domain/common-metrics';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../../platform/db/database';
import { metricSlotsOf } from '../../reference-data/metric-values/metric-slots';
import { groupMembersRepository } from '../../reference-data/peer-groups/group-members-repository';
import type { GroupFigureAt } from './group-figures-repository';

const CHARTERS: readonly InstitutionType[] = ['bank', 'credit union'];

/**
 * A mixed-charter group's figure of a common metric (issue 28 point 4): each member's value is
 * read from its own charter's metric of the pair (domain/common-metrics.ts), as stored, and the
 * peer statistic of @app/core is taken over all of them. A custom group holds at most 100
 * members, so their values travel and the statistic is computed here, by the same functions the
 * property tests hold.
 */
export function mixedGroupFigures(db: Database) {
  const groupMembers = groupMembersRepository(db);

  /** Per report date from `from` to `to`, the members' values, `leaveOut` left out. */
  const memberValues = async (
    metricId: string,
    iids: readonly number[],
    leaveOut: number,
    from: string,
    to: string,
  ): Promise<Map<string, number[]>> => {
    const parts = [];
    for (const type of CHARTERS) {
      const paired = pairedMetricId(metricId, type);
      if (paired === undefined) continue;
      const slot = (await metricSlotsOf(db, type, [paired])).get(paired);
      if (slot === undefined) continue;
      // The list's filter reads only the rows of `type`: the other charter's iids find none.
      parts.push(
        await groupMembers.memberValues(type, slot, { kind: 'list', iids }, leaveOut, from, to),
      );
    }
    const byDate = new Map<string, number[]>();
    if (parts.length === 0) return byDate;
    const rows = await queryRows<{ reportDate: string; x: number | string }>(
      db,
      sql`select v.report_date::text as "reportDate", v.x from (${sql.join(parts, sql` union all `)}) v`,
    );
    for (const row of rows) {
      const values = byDate.get(row.reportDate) ?? [];
      values.push(Number(row.x));
      byDate.set(row.reportDate, values);
    }
    return byDate;
  };

  return {
    memberValues,

    /** The group's figure at each date that has member values (no aggregate: see docs/data.md). */
    async figures(
      metricId: string,
      iids: readonly number[],
      leaveOut: number,
      from: string,
      to: string,
      request: { statistic: Exclude<PeerStatistic, 'aggregate'>; bands: boolean },
    ): Promise<Map<string, GroupFigureAt>> {
      const result = new Map<string, GroupFigureAt>();
      for (const [reportDate, values] of await memberValues(metricId, iids, leaveOut, from, to)) {
        const figure = statisticOf(request.statistic, values);
        const at: GroupFigureAt =
          figure.value === null
            ? { value: null, count: values.length, reason: figure.reason }
            : { value: figure.value, count: values.length, reason: null };
        if (request.bands) at.bands = percentiles(values, BAND_PERCENTILES);
        result.set(reportDate, at);
      }
      return result;
    },
  };
}

export type MixedGroupFigures = ReturnType<typeof mixedGroupFigures>;
