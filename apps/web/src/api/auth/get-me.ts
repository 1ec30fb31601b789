import { authRoutes } from '@app/core/api/routes/auth-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-call';
import { isApiError } from '../api-error';
import { routeKey } from '../query-keys';

/** The signed-in user's state; any feature may update what the header shows from it. */
export const meQueryKey = routeKey(authRoutes.me);

/** Being signed out is an answer, not a failure: a 401 resolves to null. */
export async function getMe(signal?: AbortSignal) {
  try {
    return await callApi(authRoutes.me, {}, signal);
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

/** The user state as the server holds it now; a 401 is a failure here (the caller is signed in). */
export function fetchFreshMe() {
  return callApi(authRoutes.me, {});
}
