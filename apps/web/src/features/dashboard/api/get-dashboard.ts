import { dashboardSummary, type DashboardSummary } from '@app/core/api/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';

export function getDashboard(signal?: AbortSignal): Promise<DashboardSummary> {
  return request('/api/dashboard', { schema: dashboardSummary, signal });
}

export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
  });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
