import type { RouteObject } from 'react-router';
import { useMe } from '../api/auth/get-me';
import { useCurrentUser } from '../features/auth/components/require-auth';
import { lazyPage } from '../ui/lazy-page';

// Each page is a chunk of its own (lazy-page.ts): signup carries the card form, pricing the plans.
const ProfilePage = lazyPage(() =>
  import('../features/account/routes/profile-page').then((m) => m.ProfilePage),
);
const SetPasswordPage = lazyPage(() =>
  import('../features/account/routes/set-password-page').then((m) => m.SetPasswordPage),
);
const SignupPage = lazyPage(() =>
  import('../features/account/routes/signup-page').then((m) => m.SignupPage),
);
const UpgradePage = lazyPage(() =>
  import('../features/account/routes/upgrade-page').then((m) => m.UpgradePage),
);
const PrivacyPage = lazyPage(() =>
  import('../features/legal/routes/privacy-page').then((m) => m.PrivacyPage),
);
const TermsPage = lazyPage(() =>
  import('../features/legal/routes/terms-page').then((m) => m.TermsPage),
);
const PricingPage = lazyPage(() =>
  import('../features/pricing/routes/pricing-page').then((m) => m.PricingPage),
);
const UpgradePricingPage = lazyPage(() =>
  import('../features/pricing/routes/upgrade-pricing-page').then((m) => m.UpgradePricingPage),
);

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
