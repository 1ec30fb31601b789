import { metric, type Metric } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../api/http-client';

/**
 * GET /api/{iid}/metric/correlation: metrics that may be related to market rates, each with
 * the rates (rateIdStatistical) it may use. The server refuses it below the standard tier.
 */
export function getCorrelationMetrics(iid: number, signal?: AbortSignal): Promise<Metric[]> {
  return request(`/api/${iid}/metric/correlation`, { schema: z.array(metric), signal });
}

export function getCorrelationMetricsQueryOptions(iid: number) {
  return queryOptions({
    queryKey: ['metric-list', 'correlation', iid],
    queryFn: ({ signal }) => getCorrelationMetrics(iid, signal),
    staleTime: Infinity,
  });
}

/** Disabled while paywalled (spec 2 section 6): the API would refuse it. */
export function useCorrelationMetrics(iid: number | null, enabled: boolean) {
  return useQuery({
    ...getCorrelationMetricsQueryOptions(iid ?? 0),
    enabled: enabled && iid !== null,
  });
}
