import { GROUP_TYPES } from '@app/core/api/groups';
import { metricRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';

export interface PercentileSeriesParams {
  iid: number;
  metricId: string;
  groupId: number;
  groupType: number;
  /** The group's selected members (the filter, else all members). */
  members: readonly number[] | null;
}

/**
 * spec 2 section 7: GET /api/{iid}/metric/percentile/{metricId}/{groupId}/{list}: the
 * institution's percentile rank (0 to 1) each quarter. The list is omitted for aggregate groups
 * (type 30), whose members follow a rule and cannot be filtered (spec 2 section 5).
 */
function percentileQueryOptions({
  iid,
  metricId,
  groupId,
  groupType,
  members,
}: PercentileSeriesParams) {
  const withList = groupType !== GROUP_TYPES.aggregate && members && members.length > 0;
  return withList
    ? apiQueryOptions(metricRoutes.percentileOfList, {
        params: { iid, metricId, groupId, list: members.join(',') },
      })
    : apiQueryOptions(metricRoutes.percentile, { params: { iid, metricId, groupId } });
}

export function usePercentileSeries(params: PercentileSeriesParams | null, enabled = true) {
  return useQuery(
    queryOptions({
      ...percentileQueryOptions(
        params ?? { iid: 0, metricId: '', groupId: 0, groupType: 0, members: null },
      ),
      enabled: enabled && params !== null,
    }),
  );
}
