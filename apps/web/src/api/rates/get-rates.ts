import { rateRoutes } from '@app/core/api/routes/rate-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../api-query';

/**
 * GET /api/rate: the market rates (rateId, rateIdStatistical, rateName, category,
 * correlationsDefault); spec 2 section 7: rate data is cached.
 */
export function useRates(enabled: boolean) {
  return useQuery(
    queryOptions({ ...apiQueryOptions(rateRoutes.rates, {}), staleTime: Infinity, enabled }),
  );
}
