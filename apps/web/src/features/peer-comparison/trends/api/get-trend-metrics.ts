import { metric, type Metric } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../api/http-client';

/** GET /api/{iid}/metric/trend: the trend picker's metrics for the institution's type. */
export function getTrendMetrics(iid: number, signal?: AbortSignal): Promise<Metric[]> {
  return request(`/api/${iid}/metric/trend`, { schema: z.array(metric), signal });
}

export function getTrendMetricsQueryOptions(iid: number) {
  return queryOptions({
    queryKey: ['metric-list', 'trend', iid],
    queryFn: ({ signal }) => getTrendMetrics(iid, signal),
    // spec 2 section 7: metric lists are cached for the session.
    staleTime: Infinity,
  });
}

export function useTrendMetrics(iid: number | null, enabled = true) {
  return useQuery({ ...getTrendMetricsQueryOptions(iid ?? 0), enabled: enabled && iid !== null });
}
