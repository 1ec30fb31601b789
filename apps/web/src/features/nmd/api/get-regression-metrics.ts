import { regressionMetric } from '@app/core/api/metrics';
import type { InstitutionType } from '@app/core/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

export type RegressionMetric = z.infer<typeof regressionMetric>;

/** GET /api/dropdown/regression: the regression metrics with the rates each may use (spec 2.8). */
export function getRegressionMetrics(
  institutionType: InstitutionType,
  signal?: AbortSignal,
): Promise<RegressionMetric[]> {
  return request(
    `/api/dropdown/regression?institutionType=${encodeURIComponent(institutionType)}`,
    {
      schema: z.array(regressionMetric),
      signal,
    },
  );
}

export function getRegressionMetricsQueryOptions(institutionType: InstitutionType) {
  return queryOptions({
    queryKey: ['regression-dropdown', institutionType],
    queryFn: ({ signal }) => getRegressionMetrics(institutionType, signal),
    staleTime: Infinity,
  });
}

export function useRegressionMetrics(institutionType: InstitutionType, enabled: boolean) {
  return useQuery({ ...getRegressionMetricsQueryOptions(institutionType), enabled });
}
