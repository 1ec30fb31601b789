import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';

export type BetaRollingQuery = QueryOf<typeof betaSuiteRoutes.rolling>;

/** GET /api/{iid}/nmd/beta-suite/rolling: 8- and 12-quarter rolling betas with their 95% bands. */
export function useBetaRolling(iid: number | null, query: BetaRollingQuery, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(betaSuiteRoutes.rolling, { params: { iid: iid ?? 0 }, query }),
      staleTime: 5 * 60_000,
      enabled: enabled && iid !== null,
    }),
  );
}
