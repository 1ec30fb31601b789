import { analysisRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';

export interface QuarterlyGroupSummaryParams {
  iid: number;
  /** The page's single date, a quarter end 'YYYY-MM-DD'. */
  date: string;
  groupType: number;
  groupId: number;
  /** The members kept by the peer filter; null for the whole group. */
  members: readonly number[] | null;
}

/** spec 2 section 7: GET /api/{iid}/metric/quarterly/{date}/{groupType}/{groupId}. */
export function useQuarterlyGroupSummary(params: QuarterlyGroupSummaryParams | null) {
  const { iid = 0, date = '', groupType = 0, groupId = 0, members = null } = params ?? {};
  return useQuery(
    queryOptions({
      ...apiQueryOptions(analysisRoutes.groupSummary, {
        params: { iid, date, groupType, groupId },
        query: { members: members?.length ? members : undefined },
      }),
      enabled: params !== null,
    }),
  );
}
