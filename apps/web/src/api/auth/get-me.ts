import { userState, type UserState } from '@app/core/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { request } from '../../../api/http-client';
import { meQueryKey } from '../../../api/me-query-key';

export { meQueryKey };

/** Being signed out is an answer, not a failure: a 401 resolves to null. */
export async function getMe(signal?: AbortSignal): Promise<UserState | null> {
  try {
    return await request('/api/auth/me', { schema: userState, signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
