import { decayResult, type DecayResult } from '@app/core/api/decay';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';

export interface DecayRequest {
  startDate: string;
  endDate: string;
  truncate: boolean;
  covid: boolean;
}

/**
 * GET /api/{iid}/decay/{metricId}: balances, stable balance, decay factors and key figures,
 * computed by the server (packages/core/src/analytics/decay.ts); the screen only draws them.
 * basic=true: this is the basic decay screen, where 25% growth is a significant event.
 */
export function getDecay(
  iid: number,
  metricId: string,
  options: DecayRequest,
  signal?: AbortSignal,
): Promise<DecayResult> {
  const query = new URLSearchParams({
    startDate: options.startDate,
    endDate: options.endDate,
    truncate: String(options.truncate),
    covid: String(options.covid),
    basic: 'true',
  });
  return request(`/api/${iid}/decay/${encodeURIComponent(metricId)}?${query.toString()}`, {
    schema: decayResult,
    signal,
  });
}

export function getDecayQueryOptions(iid: number, metricId: string, options: DecayRequest) {
  return queryOptions({
    queryKey: ['decay', iid, metricId, options],
    queryFn: ({ signal }) => getDecay(iid, metricId, options, signal),
    staleTime: 5 * 60_000,
  });
}

export function useDecay(
  iid: number | null,
  metricId: string | null,
  options: DecayRequest | null,
  enabled: boolean,
) {
  return useQuery({
    ...getDecayQueryOptions(
      iid ?? 0,
      metricId ?? '',
      options ?? { startDate: '', endDate: '', truncate: false, covid: false },
    ),
    enabled: enabled && iid !== null && metricId !== null && options !== null,
  });
}
