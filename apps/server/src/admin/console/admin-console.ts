import type { FastifyInstance } from 'fastify';
import { auditRoutes } from '../../platform/audit/audit-routes';
import { adminContentConsole } from '../content/admin-content-routes';
import { adminDataConsole } from '../data/admin-data-routes';
import { adminMailConsole } from '../mail/admin-mail-routes';
import { adminOrganizationConsole } from '../organization/admin-organization-routes';
import { adminPartnerConsole } from '../partner/admin-partner-routes';
import { adminRoutes } from '../admin-routes';
import { overviewRoutes } from '../overview/overview-routes';
import type { AdminConsoleDeps } from './admin-console-deps';

/** The platform admin console's API: every route is for platform admins only (403 otherwise). */
export function registerAdminConsole(app: FastifyInstance, deps: AdminConsoleDeps) {
  adminRoutes(app, deps);
  overviewRoutes(app, deps);
  auditRoutes(app, deps);
  adminOrganizationConsole(app, deps);
  adminContentConsole(app, deps);
  adminMailConsole(app, deps);
  adminPartnerConsole(app, deps);
  adminDataConsole(app, deps);
}
