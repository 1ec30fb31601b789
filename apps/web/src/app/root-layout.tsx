import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { useMe } from '../features/auth/api/get-me';
import { SiteFooter } from '../features/shell/components/site-footer';
import { SiteHeader } from '../features/shell/components/site-header';
import classes from './root-layout.module.css';

export function RootLayout() {
  const me = useMe();
  // A failed sign-in check shows the signed-out header rather than nothing.
  const user = me.isError ? (me.data ?? null) : me.data;
  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <SiteHeader user={user} />
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <SiteFooter />
    </div>
  );
}
