import { analysisRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

/**
 * GET /api/{iid}/deposit-summary: decay factor, WALs and deposit beta on Fed Funds, computed by
 * the server with the deposit pages' own services; a missing figure comes with its reason.
 */
export function depositSummaryQueryOptions(iid: number) {
  return queryOptions({
    ...apiQueryOptions(analysisRoutes.depositSummary, { params: { iid } }),
    staleTime: 5 * 60_000,
  });
}

export function useDepositSummary(iid: number) {
  return useQuery(depositSummaryQueryOptions(iid));
}
