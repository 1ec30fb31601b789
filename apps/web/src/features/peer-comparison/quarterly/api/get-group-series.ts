import { metricSeries, type MetricSeries } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../api/http-client';

export interface GroupSeriesParams {
  iid: number;
  metricId: string;
  groupId: number;
  members: readonly number[] | null;
}

/**
 * spec 2 section 7: GET /api/{iid}/metric/{metricId}/group/{groupId}: the institution's series
 * and the group's average each quarter (the drawer's quarterly trend chart).
 */
export function getGroupSeries(
  { iid, metricId, groupId, members }: GroupSeriesParams,
  signal?: AbortSignal,
): Promise<MetricSeries> {
  const query = members && members.length > 0 ? `?members=${members.join(',')}` : '';
  return request(`/api/${iid}/metric/${metricId}/group/${groupId}${query}`, {
    schema: metricSeries,
    signal,
  });
}

export function getGroupSeriesQueryOptions(params: GroupSeriesParams) {
  return queryOptions({
    queryKey: [
      'metric-series',
      params.iid,
      params.metricId,
      'group',
      params.groupId,
      params.members?.join(',') ?? 'all',
    ],
    queryFn: ({ signal }) => getGroupSeries(params, signal),
  });
}

export function useGroupSeries(params: GroupSeriesParams | null) {
  return useQuery({
    ...getGroupSeriesQueryOptions(params ?? { iid: 0, metricId: '', groupId: 0, members: null }),
    enabled: params !== null,
  });
}
