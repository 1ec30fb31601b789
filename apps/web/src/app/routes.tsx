import type { UserState } from '@app/core/api/auth';
import { PRODUCT_CODES } from '@app/core/domain/products';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { MembershipPage } from '../features/account/routes/membership-page';
import { OrganizationAdminPage } from '../features/account/routes/organization-admin-page';
import { SignupThankYouPage } from '../features/account/routes/signup-thank-you-page';
import { TroublePage } from '../features/account/routes/trouble-page';
import { UpgradeThankYouPage } from '../features/account/routes/upgrade-thank-you-page';
import { adminConsoleScreens } from '../features/admin/admin-routes';
import { AdminLayout } from '../features/admin/console/admin-layout';
import { RequireAuth, useCurrentUser } from '../features/auth/components/require-auth';
import { LoginPage } from '../features/auth/routes/login-page';
import { LogoutPage } from '../features/auth/routes/logout-page';
import { DashboardPage } from '../features/dashboard/routes/dashboard-page';
import { ActivityPage } from '../features/messages/routes/activity-page';
import { MessagesPage } from '../features/messages/routes/messages-page';
import { NewsPage } from '../features/messages/routes/news-page';
import { InstitutionSwitcher } from '../features/shell/components/institution-switcher';
import { ProductPage } from '../product/routes/product-page';
import { NotFoundPage } from '../features/shell/routes/not-found-page';
import { RouteErrorPage } from '../features/shell/routes/route-error-page';
import { profileRoute, publicAccountRoutes, signedInAccountRoutes } from './account-routes';
import { PrintLayout } from './print-layout';
import { productSlots } from './product-slots';
import { registerPageComponents } from './register-page-components';
import { RootLayout } from './root-layout';

// Features do not import each other; the signed-in user reaches them from here as a prop.
function WithUser({ render }: { render: (user: UserState) => ReactNode }) {
  return render(useCurrentUser());
}

/** spec 1 section 2 (route table) and spec 2 section 2 (product routes). */
export function createAppRoutes(): RouteObject[] {
  registerPageComponents();
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
            element: (
              <WithUser
                render={(user) => <ProductPage user={user} productCode={productCode} print />}
              />
            ),
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
          element: <RequireAuth />,
          children: [
            {
              path: 'dashboard',
              element: (
                <WithUser
                  render={(user) => (
                    <DashboardPage
                      user={user}
                      institutionSelector={<InstitutionSwitcher user={user} />}
                    />
                  )}
                />
              ),
            },
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
              element: <WithUser render={(user) => <AdminLayout user={user} />} />,
              children: adminConsoleScreens(),
            },
            ...PRODUCT_CODES.map((productCode) => ({
              path: `${productCode}/:room?/:page?`,
              element: (
                <WithUser
                  render={(user) => (
                    <ProductPage
                      user={user}
                      productCode={productCode}
                      print={false}
                      slots={productSlots(user, productCode)}
                    />
                  )}
                />
              ),
            })),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
