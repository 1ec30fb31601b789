import { analysisRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';

export interface QuarterlyInstitutionSummaryParams {
  iid: number;
  date: string;
  /** The peer institutions of the multi-institution peer selector (at most 3). */
  iids: readonly number[];
}

/** spec 2 section 7: GET /api/{iid}/metric/quarterly/{date}/{comma list of iids}. */
export function useQuarterlyInstitutionSummary(params: QuarterlyInstitutionSummaryParams | null) {
  const { iid = 0, date = '', iids = [] } = params ?? {};
  return useQuery(
    queryOptions({
      ...apiQueryOptions(analysisRoutes.institutionSummary, {
        params: { iid, date, iids: iids.join(',') },
      }),
      enabled: params !== null && iids.length > 0,
    }),
  );
}
