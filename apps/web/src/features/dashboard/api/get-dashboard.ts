import { contentRoutes } from '@app/core/api/routes/content-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

export const dashboardQueryOptions = () => apiQueryOptions(contentRoutes.dashboard, {});

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
