import { summaryRow, type SummaryRow } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../api/http-client';

export interface QuarterlyGroupSummaryParams {
  iid: number;
  /** The page's single date, a quarter end 'YYYY-MM-DD'. */
  date: string;
  groupType: number;
  groupId: number;
  /** The members kept by the peer filter; null for the whole group. */
  members: readonly number[] | null;
}

/** spec 2 section 7: GET /api/{iid}/metric/quarterly/{date}/{groupType}/{groupId}. */
export function getQuarterlyGroupSummary(
  { iid, date, groupType, groupId, members }: QuarterlyGroupSummaryParams,
  signal?: AbortSignal,
): Promise<SummaryRow[]> {
  const query = members && members.length > 0 ? `?members=${members.join(',')}` : '';
  return request(`/api/${iid}/metric/quarterly/${date}/${groupType}/${groupId}${query}`, {
    schema: z.array(summaryRow),
    signal,
  });
}

export function getQuarterlyGroupSummaryQueryOptions(params: QuarterlyGroupSummaryParams) {
  return queryOptions({
    queryKey: [
      'quarterly-group',
      params.iid,
      params.date,
      params.groupType,
      params.groupId,
      params.members?.join(',') ?? 'all',
    ],
    queryFn: ({ signal }) => getQuarterlyGroupSummary(params, signal),
  });
}

export function useQuarterlyGroupSummary(params: QuarterlyGroupSummaryParams | null) {
  return useQuery({
    ...getQuarterlyGroupSummaryQueryOptions(
      params ?? { iid: 0, date: '', groupType: 0, groupId: 0, members: null },
    ),
    enabled: params !== null,
  });
}
