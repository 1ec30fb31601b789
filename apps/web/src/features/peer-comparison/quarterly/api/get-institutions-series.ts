import { metricRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';

export interface InstitutionsSeriesParams {
  iid: number;
  metricId: string;
  /** The peer institutions (at most 3). */
  iids: readonly number[];
}

/**
 * spec 2 section 7: GET /api/{iid}/metric/{metricId}/iids/{list}: the institution's series and
 * one per peer institution (the institution summary's drawer).
 */
export function useInstitutionsSeries(params: InstitutionsSeriesParams | null) {
  const { iid = 0, metricId = '', iids = [] } = params ?? {};
  return useQuery(
    queryOptions({
      ...apiQueryOptions(metricRoutes.institutionsSeries, {
        params: { iid, metricId, list: iids.join(',') },
      }),
      enabled: params !== null && iids.length > 0,
    }),
  );
}
