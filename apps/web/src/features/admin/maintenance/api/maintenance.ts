import type { MaintenanceUpdate } from '@app/core/api/auth';
import { adminRoutes } from '@app/core/api/routes/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';
import { callApi } from '../../../../api/api-call';

export function useAdminMaintenance() {
  return useQuery(apiQueryOptions(adminRoutes.maintenance, {}));
}

export function setMaintenance(body: MaintenanceUpdate) {
  return callApi(adminRoutes.setMaintenance, { body });
}
