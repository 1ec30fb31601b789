import { metricRoutes } from '@app/core/api/routes/metric-routes';
import type { InstitutionType } from '@app/core/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

/** GET /api/dropdown/regression: the regression metrics with the rates each may use (spec 2.8). */
export function useRegressionMetrics(institutionType: InstitutionType, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(metricRoutes.regressionDropdown, { query: { institutionType } }),
      staleTime: Infinity,
      enabled,
    }),
  );
}
