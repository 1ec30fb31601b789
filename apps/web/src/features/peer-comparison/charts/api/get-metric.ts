import { metric, type Metric } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../api/http-client';

/** GET /api/{iid}/metric/{metricId}: the title and display type a chart shows. */
export function getMetric(iid: number, metricId: string, signal?: AbortSignal): Promise<Metric> {
  return request(`/api/${iid}/metric/${encodeURIComponent(metricId)}`, { schema: metric, signal });
}

export function getMetricQueryOptions(iid: number, metricId: string) {
  return queryOptions({
    queryKey: ['metric', iid, metricId],
    queryFn: ({ signal }) => getMetric(iid, metricId, signal),
    // spec 2 section 7: metric answers are cached for the session.
    staleTime: Infinity,
  });
}

export function useMetric(iid: number | null, metricId: string, enabled = true) {
  return useQuery({
    ...getMetricQueryOptions(iid ?? 0, metricId),
    enabled: enabled && iid !== null && metricId !== '',
  });
}
