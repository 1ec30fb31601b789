import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMe } from '../api/auth/get-me';
import { usePartner } from '../features/partner/api/get-partner';
import { PartnerFooter } from '../features/partner/components/partner-footer';
import { PartnerHeader } from '../features/partner/components/partner-header';
import { partnerCodeOf } from '../features/partner/utils/partner-code';
import { SiteFooter } from '../features/shell/components/site-footer';
import { SiteHeader } from '../features/shell/components/site-header';
import { DemoNotice } from '../features/status/components/demo-notice';
import { PageLoader } from '../ui/page-loader';
import { useGuidedTour } from '../features/tours/use-guided-tour';
import classes from './root-layout.module.css';

export function RootLayout() {
  const me = useMe();
  // A failed sign-in check shows the signed-out header rather than nothing.
  const user = me.isError ? (me.data ?? null) : me.data;
  const tour = useGuidedTour(user);
  // spec 1 section 2: /login/{id} and /signup/{id} wear the partner's branding; an unknown
  // code keeps the default.
  const partner = usePartner(partnerCodeOf(useLocation().pathname)).data ?? null;
  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <DemoNotice />
      {partner && !user ? (
        <PartnerHeader partner={partner} />
      ) : (
        <SiteHeader user={user} tour={tour} />
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
