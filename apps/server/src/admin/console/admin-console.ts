import type { FastifyInstance } from 'fastify';
import { accountAdminRepository } from '../accounts/account-admin-repository';
import { accountAdminRoutes } from '../accounts/account-admin-routes';
import { accountAdminService } from '../accounts/account-admin-service';
import { auditRoutes } from '../../platform/audit/audit-routes';
import { adminContentConsole } from '../content/admin-content-routes';
import { adminDataConsole } from '../data/admin-data-routes';
import { adminMailConsole } from '../mail/admin-mail-routes';
import { adminOrganizationConsole } from '../organization/admin-organization-routes';
import { adminPartnerConsole } from '../partner/admin-partner-routes';
import { maintenanceRoutes } from '../maintenance/maintenance-routes';
import { overviewRoutes } from '../overview/overview-routes';
import type { AdminConsoleDeps } from './admin-console-deps';

/** The platform admin console's API: every route is for platform admins only (403 otherwise). */
export function registerAdminConsole(app: FastifyInstance, deps: AdminConsoleDeps) {
  maintenanceRoutes(app, deps);
  accountAdminRoutes(app, {
    accountAdmin: accountAdminService({ admin: accountAdminRepository(deps.db) }),
  });
  overviewRoutes(app, deps);
  auditRoutes(app, deps);
  adminOrganizationConsole(app, deps);
  adminContentConsole(app, deps);
  adminMailConsole(app, deps);
  adminPartnerConsole(app, deps);
  adminDataConsole(app, deps);
}
