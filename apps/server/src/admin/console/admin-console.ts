import type { FastifyInstance } from 'fastify';
import { auditRoutes } from '../../platform/audit/audit-routes';
import { accountAdminRoutes } from '../accounts/account-admin-routes';
import { adminContentConsole } from '../content/admin-content-routes';
import { adminDataConsole } from '../data/admin-data-routes';
import { adminMailConsole } from '../mail/admin-mail-routes';
import { adminOrganizationConsole } from '../organization/admin-organization-routes';
import { adminPartnerConsole } from '../partner/admin-partner-routes';
import { maintenanceRoutes } from '../maintenance/maintenance-routes';
import { overviewRoutes } from '../overview/overview-routes';
import type { AdminServices } from './admin-services';

/** The platform admin console's API: every route is for platform admins only (403 otherwise). */
export function registerAdminConsole(app: FastifyInstance, services: AdminServices) {
  maintenanceRoutes(app, services);
  accountAdminRoutes(app, services);
  overviewRoutes(app, services);
  auditRoutes(app, services);
  adminOrganizationConsole(app, services);
  adminContentConsole(app, services);
  adminMailConsole(app, services);
  adminPartnerConsole(app, services);
  adminDataConsole(app, services);
}
