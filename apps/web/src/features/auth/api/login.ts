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
    // With a second factor on, the answer is { mfaRequired } and no session: the form asks on.
    onSuccess: (answer) => {
      if (!('mfaRequired' in answer)) afterSignIn(queryClient, answer);
    },
  });
}
