import type { UserState } from '@app/core/api/auth';

export const LOGIN_PATH = '/login';
export const ADMIN_HOME_PATH = '/Admin';
export const USER_HOME_PATH = '/dashboard';

/** What the sign-in guard leaves in the router location state for the login page. */
export type RememberedLocation = { from: string };

export function rememberLocation(location: {
  pathname: string;
  search: string;
  hash: string;
}): RememberedLocation {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** spec 1 section 2: after sign-in an admin goes to /Admin, anyone else to /dashboard. */
export function homePathFor(user: Pick<UserState, 'admin'>): string {
  return user.admin ? ADMIN_HOME_PATH : USER_HOME_PATH;
}

const NOT_A_DESTINATION = /^\/(login|hidden-login|account\/logout)(\/|$|\?|#)/i;

/** The remembered target when it is a safe in-app path, else null. */
export function readRememberedPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'string') return null;
  // Only same-origin paths: "//host" and "/\host" are read by browsers as other origins.
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (NOT_A_DESTINATION.test(from)) return null;
  return from;
}

export function postLoginPath(user: Pick<UserState, 'admin'>, state: unknown): string {
  return readRememberedPath(state) ?? homePathFor(user);
}
