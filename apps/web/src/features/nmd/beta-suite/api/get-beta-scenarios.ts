import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';

export type BetaScenariosQuery = QueryOf<typeof betaSuiteRoutes.scenarios>;

/** GET /api/{iid}/nmd/beta-suite/scenarios: deposit-cost paths under parallel shocks or a custom rate path. */
export function useBetaScenarios(iid: number | null, query: BetaScenariosQuery, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(betaSuiteRoutes.scenarios, { params: { iid: iid ?? 0 }, query }),
      staleTime: 5 * 60_000,
      enabled: enabled && iid !== null,
    }),
  );
}
