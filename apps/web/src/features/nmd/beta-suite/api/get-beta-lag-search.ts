import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';

export type BetaLagSearchQuery = QueryOf<typeof betaSuiteRoutes.lags>;

/** GET /api/{iid}/nmd/beta-suite/lags: the regression at lags 0 to 4 and the best lag by R². */
export function useBetaLagSearch(iid: number | null, query: BetaLagSearchQuery, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(betaSuiteRoutes.lags, { params: { iid: iid ?? 0 }, query }),
      staleTime: 5 * 60_000,
      enabled: enabled && iid !== null,
    }),
  );
}
