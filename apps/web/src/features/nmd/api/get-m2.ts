import { ratePoint, type RatePoint } from '@app/core/api/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

/** GET /api/rate/m2: M2 money stock by quarter, in billions of dollars. */
export function getM2(signal?: AbortSignal): Promise<RatePoint[]> {
  return request('/api/rate/m2', { schema: z.array(ratePoint), signal });
}

export function getM2QueryOptions() {
  return queryOptions({
    queryKey: ['rate-values', 'm2'],
    queryFn: ({ signal }) => getM2(signal),
    // spec 2 section 7: rate data is cached.
    staleTime: Infinity,
  });
}

export function useM2(enabled: boolean) {
  return useQuery({ ...getM2QueryOptions(), enabled });
}
