import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';

export type BetaPeerRankQuery = QueryOf<typeof betaSuiteRoutes.peerRank>;

/** GET /api/{iid}/nmd/beta-suite/peer-rank/{groupId}: the betas ranked in the peer group and nationally. */
export function useBetaPeerRank(
  iid: number | null,
  groupId: number | null,
  query: BetaPeerRankQuery,
  enabled: boolean,
) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(betaSuiteRoutes.peerRank, {
        params: { iid: iid ?? 0, groupId: groupId ?? 0 },
        query,
      }),
      staleTime: 5 * 60_000,
      enabled: enabled && iid !== null && groupId !== null,
    }),
  );
}
