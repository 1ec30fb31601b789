import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';

export type BetaAsymmetricQuery = QueryOf<typeof betaSuiteRoutes.asymmetric>;

/** GET /api/{iid}/nmd/beta-suite/asymmetric: up- and down-betas with their statistics. */
export function useBetaAsymmetric(
  iid: number | null,
  query: BetaAsymmetricQuery,
  enabled: boolean,
) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(betaSuiteRoutes.asymmetric, { params: { iid: iid ?? 0 }, query }),
      staleTime: 5 * 60_000,
      enabled: enabled && iid !== null,
    }),
  );
}
