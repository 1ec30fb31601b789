import type { UserState } from '@app/core/api/auth';
import { contentRoutes } from '@app/core/api/routes/content-routes';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './auth/get-me';
import { routeKey } from './query-keys';
import { clearSessionEnded } from './session-ended';

/**
 * The invalidations the app's frame needs on every page, the sign-in page included; the others
 * are in invalidations.ts. Apart so that the sign-in page does not load every route's contract
 * (docs/performance.md, "First load").
 */

/** Signed in: pages read the user from this query, so storing it moves the visitor on. */
export function afterSignIn(queryClient: QueryClient, user: UserState) {
  clearSessionEnded();
  queryClient.setQueryData(meQueryKey, user);
}

/**
 * Signed out: mark it first so mounted observers (the header) update in place, then drop
 * everything fetched for the previous user so nothing leaks into the next session.
 */
export function afterSignOut(queryClient: QueryClient) {
  queryClient.setQueryData(meQueryKey, null);
  const meHash = hashKey(meQueryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
}

/** The demo data finished loading: every figure on screen may change, the status excepted. */
export function afterDataLoaded(queryClient: QueryClient) {
  const statusHash = hashKey(routeKey(contentRoutes.status));
  return queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== statusHash });
}
