import { statistical, type Statistical } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../api/http-client';

/**
 * GET /api/{iid}/metric/statistical/{metricId}/{startDate}/{endDate}: beta and R squared of the
 * metric against each heat-map rate at lags of 0, 3 and 6 months, over the date range.
 */
export function getStatistical(
  iid: number,
  metricId: string,
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
): Promise<Statistical[]> {
  const path = [iid, 'metric', 'statistical', metricId, startDate, endDate]
    .map((part) => encodeURIComponent(String(part)))
    .join('/');
  return request(`/api/${path}`, { schema: z.array(statistical), signal });
}

export function getStatisticalQueryOptions(
  iid: number,
  metricId: string,
  startDate: string,
  endDate: string,
) {
  return queryOptions({
    queryKey: ['statistical', iid, metricId, startDate, endDate],
    queryFn: ({ signal }) => getStatistical(iid, metricId, startDate, endDate, signal),
    staleTime: Infinity,
  });
}

export function useStatistical(
  iid: number | null,
  metricId: string | null,
  range: { startDate: string; endDate: string } | null,
  enabled: boolean,
) {
  return useQuery({
    ...getStatisticalQueryOptions(
      iid ?? 0,
      metricId ?? '',
      range?.startDate ?? '',
      range?.endDate ?? '',
    ),
    enabled: enabled && iid !== null && metricId !== null && range !== null,
  });
}
