import { statistical, type Statistical } from '@app/core/api/metrics';
import type { ProductCode } from '@app/core/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from './http-client';

type DateRange = { startDate: string; endDate: string };

/**
 * GET /api/{iid}/metric/statistical/{metricId}/{startDate}/{endDate}: beta and R squared of the
 * metric against each rate at lags of 0, 3 and 6 months over the range (least squares on the
 * server). Non-Maturity Deposits names itself with `currentProduct` (spec 2 section 7).
 * Shared by the correlation and regression screens.
 */
export function getStatistical(
  iid: number,
  metricId: string,
  range: DateRange,
  currentProduct?: ProductCode,
  signal?: AbortSignal,
): Promise<Statistical[]> {
  const path = [iid, 'metric', 'statistical', metricId, range.startDate, range.endDate]
    .map((part) => encodeURIComponent(String(part)))
    .join('/');
  const query = currentProduct ? `?currentProduct=${currentProduct}` : '';
  return request(`/api/${path}${query}`, { schema: z.array(statistical), signal });
}

export function useStatistical(
  iid: number | null,
  metricId: string | null,
  range: DateRange | null,
  enabled: boolean,
  currentProduct?: ProductCode,
) {
  const startDate = range?.startDate ?? '';
  const endDate = range?.endDate ?? '';
  return useQuery({
    ...queryOptions({
      queryKey: ['statistical', iid, metricId, startDate, endDate, currentProduct ?? null],
      queryFn: ({ signal }) =>
        getStatistical(iid ?? 0, metricId ?? '', { startDate, endDate }, currentProduct, signal),
      staleTime: Infinity,
    }),
    enabled: enabled && iid !== null && metricId !== null && range !== null,
  });
}
