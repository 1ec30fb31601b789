import { adminRoutes } from '@app/core/api/routes/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';

export function useAdminOverview() {
  return useQuery(apiQueryOptions(adminRoutes.overview, {}));
}
