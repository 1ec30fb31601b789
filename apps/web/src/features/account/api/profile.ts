import { profile, type PasswordChangeRequest, type ProfileUpdate } from '@app/core/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';

export const profileQueryKey = ['account', 'profile'] as const;

export function useProfile() {
  return useQuery(
    queryOptions({
      queryKey: profileQueryKey,
      queryFn: ({ signal }) => request('/api/account/profile', { schema: profile, signal }),
    }),
  );
}

export function updateProfile(body: ProfileUpdate) {
  return request('/api/account/profile', { method: 'PUT', body, schema: profile });
}

/** Signs out the user's other sessions (the server ends them). */
export function changePassword(body: PasswordChangeRequest) {
  return request('/api/account/password', { method: 'PUT', body });
}
