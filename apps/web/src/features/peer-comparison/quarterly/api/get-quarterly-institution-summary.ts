import { institutionSummaryRow } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../api/http-client';

export type InstitutionSummaryRow = z.infer<typeof institutionSummaryRow>;

export interface QuarterlyInstitutionSummaryParams {
  iid: number;
  date: string;
  /** The peer institutions of the multi-institution peer selector (at most 3). */
  iids: readonly number[];
}

/** spec 2 section 7: GET /api/{iid}/metric/quarterly/{date}/{comma list of iids}. */
export function getQuarterlyInstitutionSummary(
  { iid, date, iids }: QuarterlyInstitutionSummaryParams,
  signal?: AbortSignal,
): Promise<InstitutionSummaryRow[]> {
  return request(`/api/${iid}/metric/quarterly/${date}/${iids.join(',')}`, {
    schema: z.array(institutionSummaryRow),
    signal,
  });
}

export function getQuarterlyInstitutionSummaryQueryOptions(
  params: QuarterlyInstitutionSummaryParams,
) {
  return queryOptions({
    queryKey: ['quarterly-institutions', params.iid, params.date, params.iids.join(',')],
    queryFn: ({ signal }) => getQuarterlyInstitutionSummary(params, signal),
  });
}

export function useQuarterlyInstitutionSummary(params: QuarterlyInstitutionSummaryParams | null) {
  return useQuery({
    ...getQuarterlyInstitutionSummaryQueryOptions(params ?? { iid: 0, date: '', iids: [] }),
    enabled: params !== null && params.iids.length > 0,
  });
}
