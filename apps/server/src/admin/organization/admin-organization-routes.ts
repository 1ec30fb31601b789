import type { FastifyInstance } from 'fastify';
import type { AdminConsoleDeps } from '../console/admin-console-deps';

/** The console's organization screens: routes of packages/core/src/api/routes/admin-organization-routes.ts. */
export function adminOrganizationConsole(app: FastifyInstance, deps: AdminConsoleDeps) {
  void app;
  void deps;
}
