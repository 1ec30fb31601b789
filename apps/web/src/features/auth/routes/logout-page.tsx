import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useLogout } from '../api/logout';
import { LOGIN_PATH } from '../utils/post-login-path';

/** /account/logout: signs out on arrival, then shows the login page. */
export function LogoutPage() {
  useDocumentTitle('Log Out');
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const { mutate } = logoutMutation;
  // StrictMode runs effects twice in development; sign out once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSuccess: () => void navigate(LOGIN_PATH, { replace: true }) });
  }, [mutate, navigate]);

  if (logoutMutation.isError) {
    return (
      <LoadError
        message="We could not sign you out. Please try again."
        onRetry={() =>
          mutate(undefined, { onSuccess: () => void navigate(LOGIN_PATH, { replace: true }) })
        }
      />
    );
  }
  return <PageLoader label="Signing out" />;
}
