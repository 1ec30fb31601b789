import { metricSeries, type MetricSeries } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../api/http-client';

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
export function getInstitutionsSeries(
  { iid, metricId, iids }: InstitutionsSeriesParams,
  signal?: AbortSignal,
): Promise<MetricSeries> {
  return request(`/api/${iid}/metric/${metricId}/iids/${iids.join(',')}`, {
    schema: metricSeries,
    signal,
  });
}

export function getInstitutionsSeriesQueryOptions(params: InstitutionsSeriesParams) {
  return queryOptions({
    queryKey: ['metric-series', params.iid, params.metricId, 'iids', params.iids.join(',')],
    queryFn: ({ signal }) => getInstitutionsSeries(params, signal),
  });
}

export function useInstitutionsSeries(params: InstitutionsSeriesParams | null) {
  return useQuery({
    ...getInstitutionsSeriesQueryOptions(params ?? { iid: 0, metricId: '', iids: [] }),
    enabled: params !== null && params.iids.length > 0,
  });
}
