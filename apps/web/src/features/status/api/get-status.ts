import { serviceStatus, type ServiceStatus } from '@app/core/api/status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';

export function getStatus(signal?: AbortSignal): Promise<ServiceStatus> {
  return request('/api/status', { schema: serviceStatus, signal });
}

/** While the demo dataset loads, asks again every 5 s so the notice goes when it is in. */
export function useStatus() {
  return useQuery(
    queryOptions({
      queryKey: ['status'],
      queryFn: ({ signal }) => getStatus(signal),
      refetchInterval: (query) => (query.state.data?.data === 'loading' ? 5000 : false),
      retry: false,
    }),
  );
}
