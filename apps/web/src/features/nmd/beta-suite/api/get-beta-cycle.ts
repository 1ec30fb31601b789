import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';

export type BetaCycleQuery = QueryOf<typeof betaSuiteRoutes.cycle>;

/** GET /api/{iid}/nmd/beta-suite/cycle: the cycle beta of a default or custom window and its path. */
export function useBetaCycle(iid: number | null, query: BetaCycleQuery, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(betaSuiteRoutes.cycle, { params: { iid: iid ?? 0 }, query }),
      staleTime: 5 * 60_000,
      enabled: enabled && iid !== null,
    }),
  );
}
