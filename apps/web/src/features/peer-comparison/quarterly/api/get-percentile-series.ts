import { metricSeries, type MetricSeries } from '@app/core/api/metrics';
import { GROUP_TYPES } from '@app/core/api/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../api/http-client';

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
export function percentilePath({
  iid,
  metricId,
  groupId,
  groupType,
  members,
}: PercentileSeriesParams): string {
  const base = `/api/${iid}/metric/percentile/${metricId}/${groupId}`;
  const withList = groupType !== GROUP_TYPES.aggregate && members && members.length > 0;
  return withList ? `${base}/${members.join(',')}` : base;
}

export function getPercentileSeries(
  params: PercentileSeriesParams,
  signal?: AbortSignal,
): Promise<MetricSeries> {
  return request(percentilePath(params), { schema: metricSeries, signal });
}

export function getPercentileSeriesQueryOptions(params: PercentileSeriesParams) {
  return queryOptions({
    queryKey: ['metric-percentile', percentilePath(params)],
    queryFn: ({ signal }) => getPercentileSeries(params, signal),
  });
}

export function usePercentileSeries(params: PercentileSeriesParams | null, enabled = true) {
  return useQuery({
    ...getPercentileSeriesQueryOptions(
      params ?? { iid: 0, metricId: '', groupId: 0, groupType: 0, members: null },
    ),
    enabled: enabled && params !== null,
  });
}
