import { maintenanceState, type MaintenanceState } from '@app/core/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';

export function getMaintenance(signal?: AbortSignal): Promise<MaintenanceState> {
  return request('/api/auth/maintenance', { schema: maintenanceState, signal });
}

export function getMaintenanceQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'maintenance'],
    queryFn: ({ signal }) => getMaintenance(signal),
    // The login form must appear at once when this check fails, so no retry delay.
    retry: false,
  });
}

export function useMaintenance({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getMaintenanceQueryOptions(), enabled });
}
