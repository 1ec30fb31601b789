import type { FastifyInstance } from 'fastify';
import type { AdminConsoleDeps } from '../console/admin-console-deps';

/** The console's mail screens: routes of packages/core/src/api/routes/admin-mail-routes.ts. */
export function adminMailConsole(app: FastifyInstance, deps: AdminConsoleDeps) {
  void app;
  void deps;
}
