import type { Profile } from '@app/core/api/account';
import type { UserState } from '@app/core/api/auth';
import type { TourRecord } from '@app/core/api/tours';
import type { UserInstitution } from '@app/core/api/user-institutions';
import { accountRoutes } from '@app/core/api/routes/account-routes';
import { contentRoutes } from '@app/core/api/routes/content-routes';
import { groupRoutes, profileRoutes } from '@app/core/api/routes/group-routes';
import { institutionRoutes } from '@app/core/api/routes/institution-routes';
import { organizationRoutes } from '@app/core/api/routes/organization-routes';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './auth/get-me';
import { routeKey } from './query-keys';

/**
 * What each change makes stale, named once: screens call these rather than naming query keys.
 * Answers that carry the new state are stored as they are, without asking the server again.
 * Signing in and out and the demo data arriving are in session-invalidations.ts.
 */

/** An upgrade changes the tier, hence what every screen may show. */
export async function afterUpgrade(queryClient: QueryClient, user: UserState) {
  queryClient.setQueryData(meQueryKey, user);
  const meHash = hashKey(meQueryKey);
  await queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== meHash });
}

/** The profile's name shows in the header too. */
export async function afterProfileChange(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData(routeKey(accountRoutes.profile), profile);
  await queryClient.invalidateQueries({ queryKey: meQueryKey });
}

/** Entering the messages or news page marks them read: the header's count goes to 0. */
export function afterContentRead(queryClient: QueryClient, count: 'unreadMessages' | 'unreadNews') {
  queryClient.setQueryData<UserState | null>(meQueryKey, (user) =>
    user ? { ...user, [count]: 0 } : user,
  );
}

/** A user invited, changed or removed by the client administrator. */
export function afterOrganizationUsersChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: routeKey(organizationRoutes.users) });
}

/** An approved request adds a user; a declined one only leaves the list. */
export function afterJoinRequestDecision(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: routeKey(organizationRoutes.joinRequests) }),
    afterOrganizationUsersChange(queryClient),
  ]);
}

/** The logo changes the organization's summary (hasLogo) and its logo information. */
export function afterLogoChange(queryClient: QueryClient) {
  return Promise.all(
    [organizationRoutes.summary, organizationRoutes.logo].map((route) =>
      queryClient.invalidateQueries({ queryKey: routeKey(route) }),
    ),
  );
}

/**
 * A peer group of the institution created, renamed, changed or deleted: its group list, the
 * groups' members and profiles. The selection reads the list from the same query.
 */
export function afterGroupChange(queryClient: QueryClient, iid: number) {
  const params = { iid };
  return Promise.all(
    [groupRoutes.groups, groupRoutes.members, profileRoutes.group].map((route) =>
      queryClient.invalidateQueries({ queryKey: routeKey(route, { params }) }),
    ),
  );
}

/**
 * Another institution is on screen. The analytics are keyed by its iid, so they stay; the visit
 * the switch recorded answers the user's institution list (last viewed), and it also changed the
 * dashboard's Recently Viewed tiles and the activity ("Switched to …"), which are not keyed by
 * institution and so are fetched again.
 */
export function afterInstitutionSwitch(
  queryClient: QueryClient,
  visited: UserInstitution[] | null,
) {
  if (visited) storeUserInstitutions(queryClient, visited);
  return Promise.all(
    [contentRoutes.dashboard, contentRoutes.activity].map((route) =>
      queryClient.invalidateQueries({ queryKey: routeKey(route) }),
    ),
  );
}

/** Every change of the user's institution list answers the whole list: it replaces the cached one. */
export function storeUserInstitutions(queryClient: QueryClient, list: UserInstitution[]) {
  queryClient.setQueryData(routeKey(institutionRoutes.userInstitutions), list);
}

/** Saving a tour's progress answers the whole list. */
export function storeTourProgress(queryClient: QueryClient, list: TourRecord[]) {
  queryClient.setQueryData(routeKey(institutionRoutes.tours), list);
}
