import { accountRoutes } from './account-routes';
import { adminAuditRoutes } from './admin-audit-routes';
import { adminContentRoutes } from './admin-content-routes';
import { adminDataRoutes } from './admin-data-routes';
import { adminMailRoutes } from './admin-mail-routes';
import { adminOrganizationRoutes } from './admin-organization-routes';
import { adminPartnerRoutes } from './admin-partner-routes';
import { adminRoutes } from './admin-routes';
import { apiTokenRoutes } from './api-token-routes';
import type { ApiRoute } from './api-route';
import { authRoutes } from './auth-routes';
import { betaSuiteRoutes } from './beta-suite-routes';
import { contentRoutes } from './content-routes';
import { docsRoutes } from './docs-routes';
import { groupRoutes, profileRoutes } from './group-routes';
import { institutionRoutes } from './institution-routes';
import { analysisRoutes, metricRoutes } from './metric-routes';
import { notificationRoutes } from './notification-routes';
import { operationsRoutes } from './operations-routes';
import { organizationRoutes } from './organization-routes';
import { ownDataRoutes } from './own-data-routes';
import { dateRoutes, rateRoutes } from './rate-routes';
import { twoFactorRoutes } from './two-factor-routes';
import { ssoRoutes } from './sso-routes';

/** Every route of the API: the server registers exactly these (checked at start). */
export const apiRoutes: readonly ApiRoute[] = [
  authRoutes,
  adminRoutes,
  adminAuditRoutes,
  adminContentRoutes,
  adminDataRoutes,
  adminMailRoutes,
  adminOrganizationRoutes,
  adminPartnerRoutes,
  accountRoutes,
  apiTokenRoutes,
  ssoRoutes,
  organizationRoutes,
  contentRoutes,
  notificationRoutes,
  institutionRoutes,
  groupRoutes,
  profileRoutes,
  metricRoutes,
  analysisRoutes,
  betaSuiteRoutes,
  ownDataRoutes,
  rateRoutes,
  dateRoutes,
  docsRoutes,
  operationsRoutes,
  twoFactorRoutes,
].flatMap((domain) => Object.values(domain));

/** "GET /api/:iid/group": how the check names a route. */
export const routeName = (route: Pick<ApiRoute, 'method' | 'path'>) =>
  `${route.method} ${route.path}`;
