import { authRoutes } from '@app/core/api/routes/auth-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/api-call';
import { afterSignOut } from '../../../api/session-invalidations';

export function logout(): Promise<void> {
  return callApi(authRoutes.logout, {});
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => afterSignOut(queryClient),
  });
}
