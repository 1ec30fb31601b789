import type { FastifyInstance } from 'fastify';
import type { AdminConsoleDeps } from '../console/admin-console-deps';

/** The console's data screens: routes of packages/core/src/api/routes/admin-data-routes.ts. */
export function adminDataConsole(app: FastifyInstance, deps: AdminConsoleDeps) {
  void app;
  void deps;
}
