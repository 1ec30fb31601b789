import { rateRoutes } from '@app/core/api/routes/rate-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

/** GET /api/rate/m2: M2 money stock by quarter, in billions of dollars. */
export function useM2(enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(rateRoutes.m2, {}),
      // spec 2 section 7: rate data is cached.
      staleTime: Infinity,
      enabled,
    }),
  );
}
