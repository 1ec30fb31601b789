import type { MaintenanceUpdate } from '@app/core/api/auth';
import { adminRoutes } from '@app/core/api/routes/admin-routes';
import { authRoutes } from '@app/core/api/routes/auth-routes';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';
import { callApi } from '../../../../api/api-call';
import { routeKey } from '../../../../api/query-keys';

export function useAdminMaintenance() {
  return useQuery(apiQueryOptions(adminRoutes.maintenance, {}));
}

export function setMaintenance(body: MaintenanceUpdate) {
  return callApi(adminRoutes.setMaintenance, { body });
}

/** The console and this browser's login page show the new state at once. */
export async function afterMaintenanceChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: routeKey(adminRoutes.maintenance) }),
    queryClient.invalidateQueries({ queryKey: routeKey(authRoutes.maintenance) }),
  ]);
}
