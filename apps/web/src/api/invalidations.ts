import type { Profile } from '@app/core/api/account';
import type { ApiRoute } from '@app/core/api/routes/api-route';
import type { ContentKind } from '@app/core/api/admin/content';
import type { OrganizationDetail } from '@app/core/api/admin/organizations';
import type { UserState } from '@app/core/api/auth';
import type { InstitutionSummary } from '@app/core/api/institutions';
import type { Follows } from '@app/core/api/notifications';
import type { TourRecord } from '@app/core/api/tours';
import type { UserInstitution } from '@app/core/api/user-institutions';
import { accountRoutes } from '@app/core/api/routes/account-routes';
import { apiTokenRoutes } from '@app/core/api/routes/api-token-routes';
import { adminContentRoutes } from '@app/core/api/routes/admin-content-routes';
import { adminDataRoutes } from '@app/core/api/routes/admin-data-routes';
import { adminMailRoutes } from '@app/core/api/routes/admin-mail-routes';
import { adminOrganizationRoutes } from '@app/core/api/routes/admin-organization-routes';
import { adminPartnerRoutes } from '@app/core/api/routes/admin-partner-routes';
import { adminRoutes } from '@app/core/api/routes/admin-routes';
import { authRoutes } from '@app/core/api/routes/auth-routes';
import { twoFactorRoutes } from '@app/core/api/routes/two-factor-routes';
import { contentRoutes } from '@app/core/api/routes/content-routes';
import { groupRoutes, profileRoutes } from '@app/core/api/routes/group-routes';
import { institutionRoutes } from '@app/core/api/routes/institution-routes';
import { notificationRoutes } from '@app/core/api/routes/notification-routes';
import { organizationRoutes } from '@app/core/api/routes/organization-routes';
import { dateRoutes } from '@app/core/api/routes/rate-routes';
import { ssoRoutes } from '@app/core/api/routes/sso-routes';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './auth/get-me';
import { routeKey } from './query-keys';

/**
 * What each change makes stale, named once: screens call these rather than naming query keys.
 * Answers that carry the new state are stored as they are, without asking the server again.
 * Signing in and out and the demo data arriving are in session-invalidations.ts. Lint keeps
 * invalidateQueries and setQueryData inside src/api, so a screen cannot name a key itself.
 */

/** Every answer of these routes, whatever their params and query, is asked again. */
function invalidateRoutes(queryClient: QueryClient, routes: Pick<ApiRoute, 'path'>[]) {
  return Promise.all(
    routes.map((route) => queryClient.invalidateQueries({ queryKey: routeKey(route) })),
  );
}

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

/**
 * A second factor added or removed: the profile's list of them and the history change, and
 * the user's state, as an enrolment lifts the organization's hold on the session.
 */
export async function afterFactorsChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: routeKey(twoFactorRoutes.factors) }),
    queryClient.invalidateQueries({ queryKey: routeKey(twoFactorRoutes.signIns) }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);
}

/** The admin console reset a user's second factors: their row reads again. */
export async function afterFactorsReset(queryClient: QueryClient, userId: string) {
  await queryClient.invalidateQueries({
    queryKey: routeKey(twoFactorRoutes.userFactors, { params: { userId } }),
  });
}

/** The organization's two-factor requirement changed: the switch and the user's own list. */
export async function afterOrganizationTwoFactorChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: routeKey(twoFactorRoutes.organizationPolicy) }),
    queryClient.invalidateQueries({ queryKey: routeKey(twoFactorRoutes.factors) }),
  ]);
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
  return invalidateRoutes(queryClient, [organizationRoutes.summary, organizationRoutes.logo]);
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
  return invalidateRoutes(queryClient, [contentRoutes.dashboard, contentRoutes.activity]);
}

/** Every change of the user's institution list answers the whole list: it replaces the cached one. */
export function storeUserInstitutions(queryClient: QueryClient, list: UserInstitution[]) {
  queryClient.setQueryData(routeKey(institutionRoutes.userInstitutions), list);
}

/**
 * An institution chosen in the switcher comes with the search's answer, the summary GET
 * /api/institution/{iid} answers too: stored there, where the selection reads it.
 */
export function storeInstitution(queryClient: QueryClient, institution: InstitutionSummary) {
  queryClient.setQueryData(
    routeKey(institutionRoutes.institution, { params: { iid: institution.iid } }),
    institution,
  );
}

/** Saving a tour's progress answers the whole list. */
export function storeTourProgress(queryClient: QueryClient, list: TourRecord[]) {
  queryClient.setQueryData(routeKey(institutionRoutes.tours), list);
}

/* The administration console. */

/** Read state and replies change the inbox, the overview's unread count and the outbox. */
export function afterFeedbackChange(queryClient: QueryClient) {
  return invalidateRoutes(queryClient, [
    adminMailRoutes.feedback,
    adminMailRoutes.outbox,
    adminRoutes.overview,
  ]);
}

/** A resend adds or re-queues a message: the list, the counts and the overview change. */
export function afterResend(queryClient: QueryClient) {
  return invalidateRoutes(queryClient, [
    adminMailRoutes.outbox,
    adminMailRoutes.mailDelivery,
    adminRoutes.overview,
  ]);
}

/** A change shows in the kind's list (its status, its dates). */
export function afterContentChange(queryClient: QueryClient, kind: ContentKind) {
  return queryClient.invalidateQueries({
    queryKey: routeKey(adminContentRoutes.contentItems, { params: { kind } }),
  });
}

/** The settings changed: this tab's deposit pages read them again (the decay label, the dates). */
export async function afterNmdSettingsChange(queryClient: QueryClient) {
  await invalidateRoutes(queryClient, [
    adminDataRoutes.nmdSettings,
    contentRoutes.systemSetting,
    dateRoutes.nmdDates,
  ]);
}

/** A run was started or has ended: the lists ask again. */
export async function afterImportChange(queryClient: QueryClient) {
  await invalidateRoutes(queryClient, [adminDataRoutes.importRuns, adminDataRoutes.importReports]);
}

/** A sync queued or its schedule changed: the sync panel, and the imports a sync adds. */
export async function afterSyncChange(queryClient: QueryClient) {
  await invalidateRoutes(queryClient, [
    adminDataRoutes.syncOverview,
    adminDataRoutes.importReports,
  ]);
}

/** The console and this browser's login page show the new state at once. */
export async function afterMaintenanceChange(queryClient: QueryClient) {
  await invalidateRoutes(queryClient, [adminRoutes.maintenance, authRoutes.maintenance]);
}

/** The console's list, and the branding /login/{code} reads (cached for minutes). */
export async function afterPartnerChange(queryClient: QueryClient) {
  await invalidateRoutes(queryClient, [adminPartnerRoutes.partners, contentRoutes.partner]);
}

/** A code created or ended changes the list (its uses change only through signups). */
export function afterPromoCodeChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: routeKey(adminPartnerRoutes.promoCodes) });
}

/**
 * Every change answers the organization as it is now: that answer is stored as it is, and the
 * search's counts (users, requests, products) are asked again.
 */
export function afterOrganizationChange(queryClient: QueryClient, detail: OrganizationDetail) {
  queryClient.setQueryData(
    routeKey(adminOrganizationRoutes.organization, { params: { organizationId: detail.id } }),
    detail,
  );
  return queryClient.invalidateQueries({
    queryKey: routeKey(adminOrganizationRoutes.searchOrganizations),
  });
}

/** A notification read: the bell's count and list are asked again. */
export function afterNotificationRead(queryClient: QueryClient) {
  return invalidateRoutes(queryClient, [notificationRoutes.notifications]);
}

/** The answer of PUT follows is the new state of GET follows. */
export function afterFollowsChange(queryClient: QueryClient, follows: Follows) {
  queryClient.setQueryData(routeKey(notificationRoutes.follows, {}), follows);
}

/** An API token was created or revoked: the profile's list of them. */
export function afterApiTokenChange(queryClient: QueryClient) {
  return invalidateRoutes(queryClient, [apiTokenRoutes.apiTokens]);
}

/** The organization's single sign-on was saved or removed: its settings as now stored. */
export function afterSsoChange(queryClient: QueryClient) {
  return invalidateRoutes(queryClient, [ssoRoutes.ssoSettings]);
}

/**
 * Own deposit data uploaded, replaced or deleted (issue 29): what is held, and every analysis
 * that may have been asked of it, are asked again.
 */
export async function afterOwnDataChange(queryClient: QueryClient) {
  await queryClient.invalidateQueries();
}
