import type { UserState } from '@app/core/api/auth';
import { CLIENT_ADMIN_CLAIM } from '@app/core/domain/products';

export type ShellLink = { label: string; to: string };

/**
 * spec 1 section 2, user nav: Profile and Log Out; client admins also get Administration;
 * platform admins get Return to Admin instead of Profile (their organization is shown as a label).
 */
export function userLinks(user: Pick<UserState, 'admin' | 'claims'>): ShellLink[] {
  const links: ShellLink[] = user.admin
    ? [{ label: 'Return to Admin', to: '/Admin' }]
    : [{ label: 'Profile', to: '/account/profile' }];
  if (user.claims.includes(CLIENT_ADMIN_CLAIM)) {
    links.push({ label: 'Administration', to: '/account/admin' });
  }
  return links;
}

export const LOG_OUT_LINK: ShellLink = { label: 'Log Out', to: '/account/logout' };

/** spec 1 section 2, main nav: Dashboard shows only when a held product has a dashboard. */
export function showsDashboardLink(user: Pick<UserState, 'products'>): boolean {
  return user.products.some((product) => product.hasDashboard);
}
