import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/http-client';
import { meQueryKey } from './get-me';

export function logout(): Promise<void> {
  return request('/api/auth/logout', { method: 'POST' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Mark signed-out first so mounted observers (the header) update in place, then drop
      // everything fetched for the previous user so nothing leaks into the next session.
      queryClient.setQueryData(meQueryKey, null);
      const meHash = hashKey(meQueryKey);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
    },
  });
}
