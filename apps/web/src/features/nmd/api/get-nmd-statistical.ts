import { statistical, type Statistical } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

/**
 * GET /api/{iid}/metric/statistical/{metricId}/{startDate}/{endDate}?currentProduct=
 * non-maturity-deposits: beta, R squared and intercept of the metric against each regression
 * rate at lags 0, 3 and 6 months over the range (least squares on the server).
 */
export function getNmdStatistical(
  iid: number,
  metricId: string,
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
): Promise<Statistical[]> {
  const path = [iid, 'metric', 'statistical', metricId, startDate, endDate]
    .map((part) => encodeURIComponent(String(part)))
    .join('/');
  return request(`/api/${path}?currentProduct=non-maturity-deposits`, {
    schema: z.array(statistical),
    signal,
  });
}

export function getNmdStatisticalQueryOptions(
  iid: number,
  metricId: string,
  startDate: string,
  endDate: string,
) {
  return queryOptions({
    queryKey: ['statistical', iid, metricId, startDate, endDate, 'non-maturity-deposits'],
    queryFn: ({ signal }) => getNmdStatistical(iid, metricId, startDate, endDate, signal),
    staleTime: Infinity,
  });
}

export function useNmdStatistical(
  iid: number | null,
  metricId: string | null,
  range: { startDate: string; endDate: string } | null,
  enabled: boolean,
) {
  return useQuery({
    ...getNmdStatisticalQueryOptions(
      iid ?? 0,
      metricId ?? '',
      range?.startDate ?? '',
      range?.endDate ?? '',
    ),
    enabled: enabled && iid !== null && metricId !== null && range !== null,
  });
}
