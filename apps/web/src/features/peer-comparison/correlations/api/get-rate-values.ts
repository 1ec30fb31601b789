import { ratePoint, type RatePoint } from '@app/core/api/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../api/http-client';

/** GET /api/rate/{rateId}: the rate's quarterly values (percent). */
export function getRateValues(rateId: string, signal?: AbortSignal): Promise<RatePoint[]> {
  return request(`/api/rate/${encodeURIComponent(rateId)}`, {
    schema: z.array(ratePoint),
    signal,
  });
}

export function getRateValuesQueryOptions(rateId: string) {
  return queryOptions({
    queryKey: ['rate-values', rateId],
    queryFn: ({ signal }) => getRateValues(rateId, signal),
    // spec 2 section 7: rate data is cached.
    staleTime: Infinity,
  });
}

export function useRateValues(rateId: string | null, enabled: boolean) {
  return useQuery({
    ...getRateValuesQueryOptions(rateId ?? ''),
    enabled: enabled && rateId !== null,
  });
}
