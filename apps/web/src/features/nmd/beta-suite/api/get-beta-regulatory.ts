import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';

export type BetaRegulatoryQuery = QueryOf<typeof betaSuiteRoutes.regulatory>;

/** GET /api/{iid}/nmd/beta-suite/regulatory: stable share and WAL beside the regulatory caps. */
export function useBetaRegulatory(
  iid: number | null,
  query: BetaRegulatoryQuery,
  enabled: boolean,
) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(betaSuiteRoutes.regulatory, { params: { iid: iid ?? 0 }, query }),
      staleTime: 5 * 60_000,
      enabled: enabled && iid !== null,
    }),
  );
}
