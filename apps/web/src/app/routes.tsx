import type { UserState } from '@app/core/api/auth';
import { PRODUCT_CODES } from '@app/core/domain/products';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { adminConsoleScreens } from '../features/admin/admin-routes';
import { RequireAuth, useCurrentUser } from '../features/auth/components/require-auth';
import { LoginPage } from '../features/auth/routes/login-page';
import { LogoutPage } from '../features/auth/routes/logout-page';
import { NotFoundPage } from '../features/shell/routes/not-found-page';
import { RouteErrorPage } from '../features/shell/routes/route-error-page';
import { lazyPage } from '../ui/lazy-page';
import { profileRoute, publicAccountRoutes, signedInAccountRoutes } from './account-routes';
import { PrintLayout } from './print-layout';
import { RootLayout, SignedInPages } from './root-layout';

// Only the sign-in page and the frame load with the app; every other page is a chunk of its own.
// These two also start their first calls as the user is known (app/page-prefetch.ts).
const ProductRoute = lazyPage(
  () => import('./product-route').then((m) => m.ProductRoute),
  () => import('./page-prefetch').then((m) => m.prefetchProductPage),
);
const DashboardRoute = lazyPage(
  () => import('./dashboard-route').then((m) => m.DashboardRoute),
  () => import('./page-prefetch').then((m) => m.prefetchDashboard),
);
const AdminRoute = lazyPage(() => import('./admin-route').then((m) => m.AdminRoute));
const ActivityPage = lazyPage(() =>
  import('../features/messages/routes/activity-page').then((m) => m.ActivityPage),
);
const MessagesPage = lazyPage(() =>
  import('../features/messages/routes/messages-page').then((m) => m.MessagesPage),
);
const NewsPage = lazyPage(() =>
  import('../features/messages/routes/news-page').then((m) => m.NewsPage),
);
const MembershipPage = lazyPage(() =>
  import('../features/account/routes/membership-page').then((m) => m.MembershipPage),
);
const OrganizationAdminPage = lazyPage(() =>
  import('../features/account/routes/organization-admin-page').then((m) => m.OrganizationAdminPage),
);
const SignupThankYouPage = lazyPage(() =>
  import('../features/account/routes/signup-thank-you-page').then((m) => m.SignupThankYouPage),
);
const TroublePage = lazyPage(() =>
  import('../features/account/routes/trouble-page').then((m) => m.TroublePage),
);
const UpgradeThankYouPage = lazyPage(() =>
  import('../features/account/routes/upgrade-thank-you-page').then((m) => m.UpgradeThankYouPage),
);

// Features do not import each other; the signed-in user reaches them from here as a prop.
function WithUser({ render }: { render: (user: UserState) => ReactNode }) {
  return render(useCurrentUser());
}

/** spec 1 section 2 (route table) and spec 2 section 2 (product routes). */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      path: '/print',
      element: <PrintLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <RequireAuth />,
          children: PRODUCT_CODES.map((productCode) => ({
            path: `${productCode}/:room/:page`,
            element: <ProductRoute productCode={productCode} print />,
          })),
        },
      ],
    },
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to="/login" replace /> },
        { path: 'login', element: <LoginPage checkMaintenance /> },
        { path: 'login/:partnerId', element: <LoginPage checkMaintenance /> },
        { path: 'hidden-login', element: <LoginPage checkMaintenance={false} /> },
        ...publicAccountRoutes(),
        { path: 'signup/thankyou', element: <SignupThankYouPage /> },
        { path: 'account/trouble', element: <TroublePage /> },
        // Public on purpose: a signed-out visitor is simply taken to /login, and the sign-in
        // guard must never remember this address as a place to return to.
        { path: 'account/logout', element: <LogoutPage /> },
        {
          element: <SignedInPages />,
          children: [
            { path: 'dashboard', element: <DashboardRoute /> },
            { path: 'activity', element: <ActivityPage /> },
            { path: 'messages', element: <MessagesPage /> },
            { path: 'news', element: <NewsPage /> },
            ...signedInAccountRoutes(),
            { path: 'upgrade/thankyou', element: <UpgradeThankYouPage /> },
            {
              path: 'account',
              children: [
                { index: true, element: <Navigate to="/account/profile" replace /> },
                profileRoute,
                { path: 'membership', element: <MembershipPage /> },
                {
                  path: 'admin',
                  element: <WithUser render={(user) => <OrganizationAdminPage user={user} />} />,
                },
              ],
            },
            {
              path: 'Admin',
              element: <AdminRoute />,
              children: adminConsoleScreens(),
            },
            ...PRODUCT_CODES.map((productCode) => ({
              path: `${productCode}/:room?/:page?`,
              element: <ProductRoute productCode={productCode} print={false} />,
            })),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
