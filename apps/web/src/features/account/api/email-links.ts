import { accountRoutes } from '@app/core/api/routes/account-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';
import { callApi } from '../../../api/api-call';

/** What an e-mailed link (verification, reset, invitation) is for, while it is valid. */
export function useTokenInfo(token: string | null) {
  return useQuery({
    ...apiQueryOptions(accountRoutes.token, { query: { token: token ?? '' } }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}

export function setPassword(body: { token: string; password: string }) {
  return callApi(accountRoutes.setPassword, { body });
}

export function requestPasswordReset(email: string) {
  return callApi(accountRoutes.resetPassword, { body: { email } });
}
