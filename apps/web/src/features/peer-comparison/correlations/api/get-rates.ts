import { rate, type Rate } from '@app/core/api/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../api/http-client';

/** GET /api/rate: the market rates (rateId, rateIdStatistical, rateName, correlationsDefault). */
export function getRates(signal?: AbortSignal): Promise<Rate[]> {
  return request('/api/rate', { schema: z.array(rate), signal });
}

export function getRatesQueryOptions() {
  return queryOptions({
    queryKey: ['rates'],
    queryFn: ({ signal }) => getRates(signal),
    staleTime: Infinity,
  });
}

export function useRates(enabled: boolean) {
  return useQuery({ ...getRatesQueryOptions(), enabled });
}
