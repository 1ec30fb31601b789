import { metricRoutes } from '@app/core/api/routes/metric-routes';
import type { ProductCode } from '@app/core/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../api-query';

type DateRange = { startDate: string; endDate: string };

/**
 * GET /api/{iid}/metric/statistical/{metricId}/{startDate}/{endDate}: beta and R squared of the
 * metric against each rate at lags of 0, 3 and 6 months over the range (least squares on the
 * server). Non-Maturity Deposits names itself with `currentProduct` (spec 2 section 7).
 * Shared by the correlation and regression screens.
 */
export function useStatistical(
  iid: number | null,
  metricId: string | null,
  range: DateRange | null,
  enabled: boolean,
  currentProduct?: ProductCode,
) {
  const params = {
    iid: iid ?? 0,
    metricId: metricId ?? '',
    startDate: range?.startDate ?? '',
    endDate: range?.endDate ?? '',
  };
  return useQuery(
    queryOptions({
      ...apiQueryOptions(metricRoutes.statistical, { params, query: { currentProduct } }),
      staleTime: Infinity,
      enabled: enabled && iid !== null && metricId !== null && range !== null,
    }),
  );
}
