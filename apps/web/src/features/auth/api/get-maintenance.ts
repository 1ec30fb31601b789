import { authRoutes } from '@app/core/api/routes/auth-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

export function getMaintenanceQueryOptions() {
  return queryOptions({
    ...apiQueryOptions(authRoutes.maintenance, {}),
    // The login form must appear at once when this check fails, so no retry delay.
    retry: false,
  });
}

export function useMaintenance({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getMaintenanceQueryOptions(), enabled });
}
