import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMe } from '../api/auth/get-me';
import { RequireAuth } from '../features/auth/components/require-auth';
import { usePartner } from '../features/partner/api/get-partner';
import { PartnerFooter } from '../features/partner/components/partner-footer';
import { PartnerHeader } from '../features/partner/components/partner-header';
import { partnerCodeOf } from '../features/partner/utils/partner-code';
import { SiteFooter } from '../features/shell/components/site-footer';
import { SignedOutHeader } from '../features/shell/components/signed-out-header';
import { DemoNotice } from '../features/status/components/demo-notice';
import { lazyPage } from '../ui/lazy-page';
import { PageLoader } from '../ui/page-loader';
import classes from './root-layout.module.css';

const SignedInTop = lazyPage(() => import('./signed-in-top').then((m) => m.SignedInTop));

/**
 * The guard of the signed-in pages under this layout. Opening one of them starts loading the
 * signed-in header with the page (`preloadPages`), so that it renders without suspending.
 */
export const SignedInPages = Object.assign(() => <RequireAuth />, {
  preload: () => SignedInTop.preload(),
});

export function RootLayout() {
  const me = useMe();
  // A failed sign-in check shows the signed-out header rather than nothing.
  const user = me.isError ? (me.data ?? null) : me.data;
  // spec 1 section 2: /login/{id} and /signup/{id} wear the partner's branding; an unknown
  // code keeps the default.
  const partner = usePartner(partnerCodeOf(useLocation().pathname)).data ?? null;
  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      {user ? (
        // Until its chunk is in, the bare bar keeps the page from jumping.
        <Suspense
          fallback={
            <>
              <DemoNotice institution={null} />
              <SignedOutHeader user={undefined} />
            </>
          }
        >
          <SignedInTop user={user} />
        </Suspense>
      ) : (
        <>
          <DemoNotice institution={null} />
          {partner ? <PartnerHeader partner={partner} /> : <SignedOutHeader user={user} />}
        </>
      )}
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader label="Loading the page" />}>
          <Outlet />
        </Suspense>
      </Box>
      {partner ? <PartnerFooter partner={partner} /> : <SiteFooter />}
    </div>
  );
}
