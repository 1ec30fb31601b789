import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';

export type BetaBackTestQuery = QueryOf<typeof betaSuiteRoutes.backTest>;

/** GET /api/{iid}/nmd/beta-suite/back-test: the beta's projection against what was reported. */
export function useBetaBackTest(iid: number | null, query: BetaBackTestQuery, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(betaSuiteRoutes.backTest, { params: { iid: iid ?? 0 }, query }),
      staleTime: 5 * 60_000,
      enabled: enabled && iid !== null,
    }),
  );
}
