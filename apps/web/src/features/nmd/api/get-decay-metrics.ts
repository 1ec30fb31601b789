import { metric, type Metric } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

/** GET /api/{iid}/metric/decay: the balances the decay screen may analyse (spec 2 section 2.9). */
export function getDecayMetrics(iid: number, signal?: AbortSignal): Promise<Metric[]> {
  return request(`/api/${iid}/metric/decay`, { schema: z.array(metric), signal });
}

export function getDecayMetricsQueryOptions(iid: number) {
  return queryOptions({
    queryKey: ['metric-list', 'decay', iid],
    queryFn: ({ signal }) => getDecayMetrics(iid, signal),
    staleTime: Infinity,
  });
}

/** Disabled while paywalled: the server refuses it without the NMD claim. */
export function useDecayMetrics(iid: number | null, enabled: boolean) {
  return useQuery({ ...getDecayMetricsQueryOptions(iid ?? 0), enabled: enabled && iid !== null });
}
