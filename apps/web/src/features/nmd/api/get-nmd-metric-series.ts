import { metricSeries, type MetricSeries } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';

/**
 * GET /api/{iid}/metric/{metricId}/iid/{iid}?dateKey=StartNmdReportDate: the institution's own
 * series from the NMD start date (it is its own peer: the regression has no peer line).
 */
export function getNmdMetricSeries(
  iid: number,
  metricId: string,
  signal?: AbortSignal,
): Promise<MetricSeries> {
  const path = `/api/${iid}/metric/${encodeURIComponent(metricId)}/iid/${iid}`;
  return request(`${path}?dateKey=StartNmdReportDate`, { schema: metricSeries, signal });
}

export function getNmdMetricSeriesQueryOptions(iid: number, metricId: string) {
  return queryOptions({
    queryKey: ['nmd-metric-series', iid, metricId],
    queryFn: ({ signal }) => getNmdMetricSeries(iid, metricId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useNmdMetricSeries(iid: number | null, metricId: string | null, enabled: boolean) {
  return useQuery({
    ...getNmdMetricSeriesQueryOptions(iid ?? 0, metricId ?? ''),
    enabled: enabled && iid !== null && metricId !== null,
  });
}
