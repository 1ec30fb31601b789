import { rate, type Rate } from '@app/core/api/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

/** GET /api/rate: the market rates with their categories (the rate picker groups by them). */
export function getMarketRates(signal?: AbortSignal): Promise<Rate[]> {
  return request('/api/rate', { schema: z.array(rate), signal });
}

export function getMarketRatesQueryOptions() {
  return queryOptions({
    queryKey: ['rates'],
    queryFn: ({ signal }) => getMarketRates(signal),
    staleTime: Infinity,
  });
}

export function useMarketRates(enabled: boolean) {
  return useQuery({ ...getMarketRatesQueryOptions(), enabled });
}
