import type { UserState } from '@app/core/api/auth';
import { PRODUCT_BRAND_NAME, PRODUCT_TAGLINE } from '@app/core/domain/branding';
import { Box, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../ui/logo';
import { showsDashboardLink } from '../utils/user-links';
import { MobileNav } from './mobile-nav';
import { NavItem } from './nav-item';
import { ProductsMenu } from './products-menu';
import classes from './site-header.module.css';
import { UserMenu } from './user-menu';

type SiteHeaderProps = {
  /** undefined while the sign-in check is still running: show neither tagline nor nav. */
  user: UserState | null | undefined;
  /** The current route's guided tour (features/tours), composed by the app. */
  tour?: { available: boolean; start: () => void };
};

export function SiteHeader({ user, tour }: SiteHeaderProps) {
  return (
    <Box component="header" className={classes.header} data-print-hidden>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" mih={64} gap="md">
          <Group gap="lg" wrap="nowrap">
            <Link to="/" className={classes.logoLink} aria-label={`${PRODUCT_BRAND_NAME} home`}>
              <Logo />
            </Link>
            {user === null && (
              <Text size="sm" c="dimmed" visibleFrom="sm">
                {PRODUCT_TAGLINE}
              </Text>
            )}
            {user && (
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
            )}
          </Group>
          {user && (
            <>
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
              <MobileNav user={user} tour={tour} />
            </>
          )}
        </Group>
      </Container>
    </Box>
  );
}
