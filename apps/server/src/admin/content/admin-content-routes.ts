import type { FastifyInstance } from 'fastify';
import type { AdminConsoleDeps } from '../console/admin-console-deps';

/** The console's content screens: routes of packages/core/src/api/routes/admin-content-routes.ts. */
export function adminContentConsole(app: FastifyInstance, deps: AdminConsoleDeps) {
  void app;
  void deps;
}
