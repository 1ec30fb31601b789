import { kpiValue } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

export type KpiValue = z.infer<typeof kpiValue>;

/** KPI values of an institution at its latest quarter, with the prior quarter (no peer). */
export function getKpis(
  iid: number,
  metricIds: readonly string[],
  signal?: AbortSignal,
): Promise<KpiValue[]> {
  return request(`/api/${iid}/kpi/${metricIds.join(',')}`, { schema: z.array(kpiValue), signal });
}

export function getKpisQueryOptions(iid: number, metricIds: readonly string[]) {
  return queryOptions({
    queryKey: ['kpi', iid, metricIds.join(',')],
    queryFn: ({ signal }) => getKpis(iid, metricIds, signal),
  });
}

export function useKpis(iid: number | null, metricIds: readonly string[]) {
  return useQuery({ ...getKpisQueryOptions(iid ?? 0, metricIds), enabled: iid !== null });
}
