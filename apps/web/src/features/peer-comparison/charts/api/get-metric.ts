import { metricRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';

/** GET /api/{iid}/metric/{metricId}: the title and display type a chart shows. */
export function useMetric(iid: number | null, metricId: string, enabled = true) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(metricRoutes.metric, { params: { iid: iid ?? 0, metricId } }),
      // spec 2 section 7: metric answers are cached for the session.
      staleTime: Infinity,
      enabled: enabled && iid !== null && metricId !== '',
    }),
  );
}
