import { aggregateRanks } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../../api/http-client';

export type AggregateRanks = z.infer<typeof aggregateRanks>;

export interface AggregateRanksParams {
  iid: number;
  metricId: string;
  date: string;
  groupId: number;
  /** The peer selector's member filter, as the row and the other drawer charts take it. */
  members: readonly number[] | null;
}

/**
 * spec 2 section 7: GET /api/{iid}/metric/aggregate/{metricId}/{date}/{groupId}: the rank
 * chart's institutions (at most 25 around the institution) and 'Showing N of M institutions'.
 */
export function getAggregateRanks(
  { iid, metricId, date, groupId, members }: AggregateRanksParams,
  signal?: AbortSignal,
): Promise<AggregateRanks> {
  const query = members && members.length > 0 ? `?members=${members.join(',')}` : '';
  return request(`/api/${iid}/metric/aggregate/${metricId}/${date}/${groupId}${query}`, {
    schema: aggregateRanks,
    signal,
  });
}

export function getAggregateRanksQueryOptions(params: AggregateRanksParams) {
  return queryOptions({
    queryKey: [
      'metric-aggregate',
      params.iid,
      params.metricId,
      params.date,
      params.groupId,
      params.members?.join(',') ?? 'all',
    ],
    queryFn: ({ signal }) => getAggregateRanks(params, signal),
  });
}

export function useAggregateRanks(params: AggregateRanksParams | null) {
  return useQuery({
    ...getAggregateRanksQueryOptions(
      params ?? { iid: 0, metricId: '', date: '', groupId: 0, members: null },
    ),
    enabled: params !== null,
  });
}
