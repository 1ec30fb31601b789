import { rateRoutes } from '@app/core/api/routes/rate-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../api-query';

/** Where a rate's values start: all of them, or the NMD start date the administrator sets. */
export type RateWindow = 'all' | 'nmd';

/** GET /api/rate/{rateId}[?dateKey=StartNmdReportDate]: a rate's quarterly values (percent). */
export function rateValuesQueryOptions(rateId: string, window: RateWindow = 'all') {
  const dateKey = window === 'nmd' ? 'StartNmdReportDate' : undefined;
  return queryOptions({
    ...apiQueryOptions(rateRoutes.values, { params: { rateId }, query: { dateKey } }),
    staleTime: Infinity,
  });
}

export function useRateValues(rateId: string | null, enabled: boolean, window?: RateWindow) {
  return useQuery({
    ...rateValuesQueryOptions(rateId ?? '', window),
    enabled: enabled && rateId !== null,
  });
}
