import { analysisRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeerStatistic } from '@app/core/analytics/peer-statistics';
import { apiQueryOptions } from '../../../../api/api-query';

export interface QuarterlyGroupSummaryParams {
  iid: number;
  /** The page's single date, a quarter end 'YYYY-MM-DD'. */
  date: string;
  groupType: number;
  groupId: number;
  /** The members kept by the peer filter; null for the whole group. */
  members: readonly number[] | null;
  /** The peer statistic of the group's figures (issue 28); absent: the mean. */
  statistic?: PeerStatistic;
}

/** spec 2 section 7: GET /api/{iid}/metric/quarterly/{date}/{groupType}/{groupId}. */
export function useQuarterlyGroupSummary(params: QuarterlyGroupSummaryParams | null) {
  const { iid = 0, date = '', groupType = 0, groupId = 0, members = null } = params ?? {};
  const statistic = params?.statistic && params.statistic !== 'mean' ? params.statistic : undefined;
  return useQuery(
    queryOptions({
      ...apiQueryOptions(analysisRoutes.groupSummary, {
        params: { iid, date, groupType, groupId },
        query: { members: members?.length ? members : undefined, statistic },
      }),
      enabled: params !== null,
    }),
  );
}
