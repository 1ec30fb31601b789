import { userState, type LoginRequest, type UserState } from '@app/core/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/http-client';
import { meQueryKey } from './get-me';

export function login(credentials: LoginRequest): Promise<UserState> {
  return request('/api/auth/login', { method: 'POST', body: credentials, schema: userState });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Pages read the user from this query, so storing it is what moves the visitor on.
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
