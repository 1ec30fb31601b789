import type { UserState } from '@app/core/api/auth';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { useMe } from '../../../api/auth/get-me';
import { sessionHasEnded } from '../../../api/session-ended';
import { LOGIN_PATH, rememberLocation } from '../utils/post-login-path';

/** The page of a user whose request to join their organization is pending or ended. */
export const MEMBERSHIP_PATH = '/account/membership';
/** Where a user who must set up two-factor sign-in does so. */
export const ENROL_PATH = '/account/profile';

/**
 * Layout route for signed-in pages: a signed-out visitor is sent to log in and brought back.
 * A user whose request to join is not approved sees only the page that says so: every other
 * signed-in route leads there (the server refuses them the data anyway).
 */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();

  if (me.data) {
    const member = me.data.membership === 'active';
    const onMembershipPage = location.pathname === MEMBERSHIP_PATH;
    if (!member && !onMembershipPage) return <Navigate to={MEMBERSHIP_PATH} replace />;
    // The organization requires two-factor sign-in: the profile page, where it is set up, first.
    if (me.data.enrolTwoFactor && location.pathname !== ENROL_PATH) {
      return <Navigate to={ENROL_PATH} replace />;
    }
    return <Outlet />;
  }
  if (me.data === null) {
    return (
      <Navigate
        to={LOGIN_PATH}
        replace
        state={{ ...rememberLocation(location), sessionEnded: sessionHasEnded() }}
      />
    );
  }
  if (me.isError) {
    return (
      <LoadError
        message="We could not check whether you are signed in."
        onRetry={() => void me.refetch()}
      />
    );
  }
  return <PageLoader label="Checking your sign-in" />;
}

/** The signed-in user; only for components rendered under RequireAuth. */
export function useCurrentUser(): UserState {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser is only available under RequireAuth');
  return data;
}
