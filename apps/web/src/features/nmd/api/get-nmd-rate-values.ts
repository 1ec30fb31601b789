import { ratePoint, type RatePoint } from '@app/core/api/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

/** GET /api/rate/{rateId}?dateKey=StartNmdReportDate: the rate from the NMD start date (percent). */
export function getNmdRateValues(rateId: string, signal?: AbortSignal): Promise<RatePoint[]> {
  return request(`/api/rate/${encodeURIComponent(rateId)}?dateKey=StartNmdReportDate`, {
    schema: z.array(ratePoint),
    signal,
  });
}

export function getNmdRateValuesQueryOptions(rateId: string) {
  return queryOptions({
    queryKey: ['rate-values', rateId, 'StartNmdReportDate'],
    queryFn: ({ signal }) => getNmdRateValues(rateId, signal),
    staleTime: Infinity,
  });
}

export function useNmdRateValues(rateId: string | null, enabled: boolean) {
  return useQuery({
    ...getNmdRateValuesQueryOptions(rateId ?? ''),
    enabled: enabled && rateId !== null,
  });
}
