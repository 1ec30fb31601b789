import { sql } from 'drizzle-orm';
import {
  BAND_PERCENTILES,
  percentiles,
  statisticOf,
  type PeerStatistic,
} from '@app/core/analytics/peer-statistics';
import { agencyIdOf } from '@app/core/domain/institution-ids';
import { pairedMetricId } from '@app/core/domain/common-metrics';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../../platform/db/database';
import { metricSlotsOf } from '../../reference-data/metric-values/metric-slots';
import { metricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import { groupMembersRepository } from '../../reference-data/peer-groups/group-members-repository';
import type { GroupFigureAt } from './group-figures-repository';

const CHARTERS: readonly InstitutionType[] = ['bank', 'credit union'];

/**
 * Each charter's metric of one measure, where it is not a pair of the common metric set (a
 * balance-sheet element's row: elements/element-catalogue.ts, `mixedElementPairs`).
 */
export type MetricPair = Record<InstitutionType, string>;

/**
 * Each charter with its own metric of every measure asked, by `pair` or else by the common
 * pair (domain/common-metrics.ts): a charter whose catalogue misses one of them is left out.
 */
function charterMetrics(metricIds: readonly string[], pair?: MetricPair) {
  return CHARTERS.flatMap((type) => {
    const ids = metricIds.map((id) => (pair ? pair[type] : pairedMetricId(id, type)));
    return ids.every((id) => id !== undefined) ? [{ type, ids: ids as string[] }] : [];
  });
}

/**
 * A mixed-charter group's figure of a common metric (issue 28 point 4): each member's value is
 * read from its own charter's metric of the pair (domain/common-metrics.ts), as stored, and the
 * peer statistic of @app/core is taken over all of them. A custom group holds at most 100
 * members, so their values travel and the statistic is computed here, by the same functions the
 * property tests hold.
 */
export function mixedGroupFigures(db: Database) {
  const groupMembers = groupMembersRepository(db);

  const stored = metricValuesRepository(db);

  /**
   * The members' values from `from` to `to`, `leaveOut` left out, each member by its own
   * charter's metric of the pair: rows (reportDate, iid, value) in date and iid order, so that
   * a sum over them is the same at every call.
   */
  const memberRows = async (
    metricId: string,
    iids: readonly number[],
    leaveOut: number,
    from: string,
    to: string,
    pair?: MetricPair,
  ): Promise<{ reportDate: string; iid: number; value: number }[]> => {
    const parts = [];
    for (const { type, ids } of charterMetrics([metricId], pair)) {
      const paired = ids[0] as string;
      const slot = (await metricSlotsOf(db, type, [paired])).get(paired);
      if (slot === undefined) continue;
      // The list's filter reads only the rows of `type`: the other charter's iids find none.
      parts.push(
        await groupMembers.memberValues(type, slot, { kind: 'list', iids }, leaveOut, from, to),
      );
    }
    if (parts.length === 0) return [];
    const rows = await queryRows<{ reportDate: string; iid: number; x: number | string }>(
      db,
      sql`select v.report_date::text as "reportDate", v.iid, v.x
          from (${sql.join(parts, sql` union all `)}) v order by v.report_date, v.iid`,
    );
    return rows.map((r) => ({ reportDate: r.reportDate, iid: r.iid, value: Number(r.x) }));
  };

  /** Per report date from `from` to `to`, the members' values, `leaveOut` left out. */
  const memberValues = async (
    metricId: string,
    iids: readonly number[],
    leaveOut: number,
    from: string,
    to: string,
    pair?: MetricPair,
  ): Promise<Map<string, number[]>> => {
    const byDate = new Map<string, number[]>();
    for (const row of await memberRows(metricId, iids, leaveOut, from, to, pair)) {
      const values = byDate.get(row.reportDate) ?? [];
      values.push(row.value);
      byDate.set(row.reportDate, values);
    }
    return byDate;
  };

  /**
   * At one quarter, per metric id (of either charter) of the common set, the members with a
   * value, in iid order, each by its own charter's metric of the pair, `leaveOut` left out. One
   * read of each charter's rows for all the metrics (a summary asks for a few dozen). A metric
   * outside the common set is absent from the answer.
   */
  const memberValuesAt = async (
    metricIds: readonly string[],
    iids: readonly number[],
    leaveOut: number,
    reportDate: string,
  ): Promise<Map<string, { iid: number; value: number }[]>> => {
    const result = new Map<string, { iid: number; value: number }[]>();
    for (const id of metricIds) if (pairedMetricId(id, 'bank') !== undefined) result.set(id, []);
    for (const { type, ids: paired } of charterMetrics([...result.keys()])) {
      const ofType = iids.filter(
        (iid) => iid !== leaveOut && agencyIdOf(iid).institutionType === type,
      );
      if (ofType.length === 0 || paired.length === 0) continue;
      const found = await stored.valuesAt(type, reportDate, ofType, paired);
      [...result.keys()].forEach((id, k) => {
        const members = result.get(id) as { iid: number; value: number }[];
        for (const [iid, record] of found) {
          const value = record[paired[k] as string];
          if (typeof value === 'number' || typeof value === 'string') {
            const x = Number(value);
            if (Number.isFinite(x)) members.push({ iid, value: x });
          }
        }
      });
    }
    for (const members of result.values()) members.sort((a, b) => a.iid - b.iid);
    return result;
  };

  return {
    memberValues,
    memberRows,
    memberValuesAt,

    /** The group's figure at each date that has member values (no aggregate: see docs/data.md). */
    async figures(
      metricId: string,
      iids: readonly number[],
      leaveOut: number,
      from: string,
      to: string,
      request: { statistic: Exclude<PeerStatistic, 'aggregate'>; bands: boolean },
      pair?: MetricPair,
    ): Promise<Map<string, GroupFigureAt>> {
      const result = new Map<string, GroupFigureAt>();
      const byDate = await memberValues(metricId, iids, leaveOut, from, to, pair);
      for (const [reportDate, values] of byDate) {
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
