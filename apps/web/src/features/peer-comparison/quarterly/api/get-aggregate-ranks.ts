import { analysisRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';

export interface AggregateRanksParams {
  iid: number;
  metricId: string;
  date: string;
  groupId: number;
  /** The peer selector's member filter, as the row and the other drawer charts take it. */
  members: readonly number[] | null;
}

/**
 * spec 2 section 7: GET /api/{iid}/metric/aggregate/{metricId}/{date}/{groupId}: the rank
 * chart's institutions (at most 25 around the institution) and 'Showing N of M institutions'.
 */
export function useAggregateRanks(params: AggregateRanksParams | null) {
  const { iid = 0, metricId = '', date = '', groupId = 0, members = null } = params ?? {};
  return useQuery(
    queryOptions({
      ...apiQueryOptions(analysisRoutes.aggregateRanks, {
        params: { iid, metricId, date, groupId },
        query: { members: members?.length ? members : undefined },
      }),
      enabled: params !== null,
    }),
  );
}
