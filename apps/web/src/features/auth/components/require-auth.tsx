import type { UserState } from '@app/core/api/auth';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { useMe } from '../api/get-me';
import { LOGIN_PATH, rememberLocation } from '../utils/post-login-path';

/** Layout route for signed-in pages: a signed-out visitor is sent to log in and brought back. */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();

  if (me.data) return <Outlet />;
  if (me.data === null) {
    return <Navigate to={LOGIN_PATH} replace state={rememberLocation(location)} />;
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
