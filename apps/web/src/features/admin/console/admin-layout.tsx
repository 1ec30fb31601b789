import type { UserState } from '@app/core/api/auth';
import { Box, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Navigate, NavLink as RouterLink, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { ADMIN_SECTIONS, adminHref } from './admin-sections';
import classes from './admin-layout.module.css';

/**
 * /Admin: the platform admin console, a left navigation beside the open screen. On a phone the
 * navigation folds behind a menu button. Anyone but a platform admin belongs on their
 * dashboard (the API refuses them anyway).
 */
export function AdminLayout({ user }: { user: UserState }) {
  const [open, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  if (!user.admin) return <Navigate to="/dashboard" replace />;
  const current = ADMIN_SECTIONS.find((section) =>
    section.path
      ? pathname === adminHref(section.path) || pathname.startsWith(`${adminHref(section.path)}/`)
      : pathname === '/Admin' || pathname === '/Admin/',
  );
  return (
    <div className={classes.console}>
      <Group className={classes.menuBar} hiddenFrom="sm" justify="space-between" px="md" py="xs">
        <Text fw={600}>{current?.label ?? 'Administration'}</Text>
        {/* A word, not a second menu icon under the site header's own. */}
        <Button
          variant="default"
          size="compact-sm"
          onClick={toggle}
          aria-expanded={open}
          rightSection={open ? '▴' : '▾'}
        >
          Sections
        </Button>
      </Group>
      <Box
        component="nav"
        aria-label="Administration"
        className={classes.navigation}
        data-open={open || undefined}
      >
        <Stack gap={2} p="sm">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4} visibleFrom="sm">
            Administration
          </Text>
          {ADMIN_SECTIONS.map((section) => (
            <NavLink
              key={section.path}
              component={RouterLink}
              to={adminHref(section.path)}
              end={section.path === ''}
              label={section.label}
              active={section === current}
              onClick={close}
            />
          ))}
        </Stack>
      </Box>
      <div className={classes.screen}>
        {/* A screen's code loads when it is opened; the navigation stays meanwhile. */}
        <Suspense fallback={<PageLoader label="Loading the screen" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
