import type { UserState } from '@app/core/api/auth';
import { Group, UnstyledButton } from '@mantine/core';
import { showsDashboardLink } from '../utils/user-links';
import { HeaderFrame } from './header-frame';
import { MobileNav } from './mobile-nav';
import { NavItem } from './nav-item';
import { NotificationBell } from './notification-bell';
import { ProductsMenu } from './products-menu';
import classes from './site-header.module.css';
import { UserMenu } from './user-menu';

type SiteHeaderProps = {
  user: UserState;
  /** The current route's guided tour (features/tours), composed by the app. */
  tour?: { available: boolean; start: () => void };
};

/** The signed-in user's header; before sign-in the app shows SignedOutHeader. */
export function SiteHeader({ user, tour }: SiteHeaderProps) {
  return (
    <HeaderFrame
      start={
        <Group
          component="nav"
          aria-label="Main"
          gap={4}
          visibleFrom="md"
          wrap="nowrap"
          data-tour="main-nav"
        >
          {showsDashboardLink(user) && <NavItem to="/dashboard" label="Dashboard" />}
          <ProductsMenu products={user.products} />
        </Group>
      }
      end={
        <Group gap={4} wrap="nowrap">
          <Group component="nav" aria-label="Account" gap={4} visibleFrom="md" wrap="nowrap">
            {/* spec 1 section 2, utility nav: Tour, News and Messages with unread counts. */}
            <Group gap={4} wrap="nowrap" data-tour="utility-nav">
              {tour?.available && (
                <UnstyledButton className={classes.navLink} onClick={tour.start}>
                  Tour
                </UnstyledButton>
              )}
              <NavItem to="/news" label="News" unread={user.unreadNews} />
              <NavItem to="/messages" label="Messages" unread={user.unreadMessages} />
            </Group>
            <div data-tour="user-menu">
              <UserMenu user={user} />
            </div>
          </Group>
          <NotificationBell />
          <MobileNav user={user} tour={tour} />
        </Group>
      }
    />
  );
}
