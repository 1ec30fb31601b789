import { tokenInfo } from '@app/core/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';

/** What an e-mailed link (verification, reset, invitation) is for, while it is valid. */
export function useTokenInfo(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['account', 'token', token],
      queryFn: ({ signal }) =>
        request(`/api/account/token?token=${encodeURIComponent(token ?? '')}`, {
          schema: tokenInfo,
          signal,
        }),
      enabled: token !== null,
      retry: false,
      staleTime: Infinity,
    }),
  );
}

export function setPassword(body: { token: string; password: string }) {
  return request('/api/account/password/set', { method: 'POST', body });
}

export function requestPasswordReset(email: string) {
  return request('/api/account/password/reset', { method: 'POST', body: { email } });
}
