import type { FastifyInstance } from 'fastify';
import type { AdminConsoleDeps } from '../console/admin-console-deps';

/** The console's partner screens: routes of packages/core/src/api/routes/admin-partner-routes.ts. */
export function adminPartnerConsole(app: FastifyInstance, deps: AdminConsoleDeps) {
  void app;
  void deps;
}
