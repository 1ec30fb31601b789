import type { UserState } from '@app/core/api/auth';
import {
  Badge,
  Burger,
  Divider,
  Drawer,
  NavLink as MantineNavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { LOG_OUT_LINK, showsDashboardLink, userLinks } from '../utils/user-links';

type DrawerLinkProps = { to: string; label: string; unread?: number; onNavigate: () => void };

function DrawerLink({ to, label, unread = 0, onNavigate }: DrawerLinkProps) {
  const { pathname } = useLocation();
  return (
    <MantineNavLink
      component={Link}
      to={to}
      label={label}
      active={pathname === to || pathname.startsWith(`${to}/`)}
      onClick={onNavigate}
      rightSection={
        unread > 0 ? (
          <Badge size="sm" color="teal">
            {unread}
          </Badge>
        ) : null
      }
    />
  );
}

type MobileNavProps = {
  user: UserState;
  /** The current route's guided tour, as in the header's utility nav. */
  tour?: { available: boolean; start: () => void };
};

/** The header's links for narrow screens, where they do not fit in one row. */
export function MobileNav({ user, tour }: MobileNavProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        size="sm"
        hiddenFrom="md"
        aria-label={opened ? 'Close navigation' : 'Open navigation'}
      />
      <Drawer opened={opened} onClose={close} position="right" size="xs" title={user.displayName}>
        <Stack gap={0} component="nav" aria-label="Site">
          {showsDashboardLink(user) && (
            <DrawerLink to="/dashboard" label="Dashboard" onNavigate={close} />
          )}
          {user.products.map((product) => (
            <DrawerLink
              key={product.clientCode}
              to={`/${product.clientCode}`}
              label={product.name}
              onNavigate={close}
            />
          ))}
          {tour?.available && (
            <MantineNavLink
              component="button"
              label="Tour"
              onClick={() => {
                // The drawer goes first, so that the tour's overlay is the only thing on top.
                close();
                tour.start();
              }}
            />
          )}
          <DrawerLink
            to="/messages"
            label="Messages"
            unread={user.unreadMessages}
            onNavigate={close}
          />
          <DrawerLink to="/news" label="News" unread={user.unreadNews} onNavigate={close} />
          <Divider my="sm" />
          {user.admin && (
            <Text size="xs" c="dimmed" px="sm" pb={4}>
              {user.organizationName}
            </Text>
          )}
          {userLinks(user).map((link) => (
            <DrawerLink key={link.to} to={link.to} label={link.label} onNavigate={close} />
          ))}
          <DrawerLink to={LOG_OUT_LINK.to} label={LOG_OUT_LINK.label} onNavigate={close} />
        </Stack>
      </Drawer>
    </>
  );
}
