import type { LoginRequest } from '@app/core/api/auth';
import { authRoutes } from '@app/core/api/routes/auth-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/api-call';
import { afterSignIn } from '../../../api/session-invalidations';

export function login(credentials: LoginRequest) {
  return callApi(authRoutes.login, { body: credentials });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => afterSignIn(queryClient, user),
  });
}
