import type { RouteObject } from 'react-router';
import { ProfilePage } from '../features/account/routes/profile-page';
import { SetPasswordPage } from '../features/account/routes/set-password-page';
import { SignupPage } from '../features/account/routes/signup-page';
import { UpgradePage } from '../features/account/routes/upgrade-page';
import { useMe } from '../api/auth/get-me';
import { useCurrentUser } from '../features/auth/components/require-auth';
import { PrivacyPage } from '../features/legal/routes/privacy-page';
import { TermsPage } from '../features/legal/routes/terms-page';
import { PricingPage } from '../features/pricing/routes/pricing-page';
import { UpgradePricingPage } from '../features/pricing/routes/upgrade-pricing-page';

// Features do not import each other: the user and its query key reach them from here.

function PricingRoute() {
  const me = useMe();
  return <PricingPage user={me.data ?? null} />;
}

function UpgradePricingRoute() {
  return <UpgradePricingPage user={useCurrentUser()} />;
}

function UpgradeRoute() {
  return <UpgradePage user={useCurrentUser()} />;
}

/** spec 1 section 2: the public entry pages (pricing, signup, legal, e-mailed links). */
export function publicAccountRoutes(): RouteObject[] {
  return [
    { path: 'pricing', element: <PricingRoute /> },
    { path: 'signup', element: <SignupPage /> },
    { path: 'signup/:partnerId', element: <SignupPage /> },
    { path: 'privacy', element: <PrivacyPage /> },
    { path: 'terms', element: <TermsPage /> },
    { path: 'account/verify', element: <SetPasswordPage purpose="verify" /> },
    { path: 'account/reset', element: <SetPasswordPage purpose="reset" /> },
    { path: 'account/invite', element: <SetPasswordPage purpose="invite" /> },
  ];
}

/** spec 1 section 2: upgrade pages, for signed-in users. */
export function signedInAccountRoutes(): RouteObject[] {
  return [
    { path: 'upgrade-pricing', element: <UpgradePricingRoute /> },
    { path: 'upgrade', element: <UpgradeRoute /> },
  ];
}

/** /account/profile, a child of /account. */
export const profileRoute: RouteObject = {
  path: 'profile',
  element: <ProfilePage />,
};
