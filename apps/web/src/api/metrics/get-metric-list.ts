import { metricRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../api-query';

const lists = {
  trend: metricRoutes.trendList,
  correlation: metricRoutes.correlationList,
  decay: metricRoutes.decayList,
};

/**
 * GET /api/{iid}/metric/{trend|correlation|decay}: a picker's metrics for the institution's
 * type, each with the rates it may use; locked ones are upsells. Disabled while paywalled: the
 * server refuses a list the plan does not open. spec 2 section 7: cached for the session.
 */
export function useMetricList(list: keyof typeof lists, iid: number | null, enabled = true) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(lists[list], { params: { iid: iid ?? 0 } }),
      staleTime: Infinity,
      enabled: enabled && iid !== null,
    }),
  );
}
