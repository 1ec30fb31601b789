import { apiRoutes, routeName } from '@app/core/api/routes/api-routes';
import type { ApiRoute } from '@app/core/api/routes/api-route';
import type { FastifyInstance } from 'fastify';

/**
 * Holds the server to the API contract of packages/core/src/api/routes: an /api route the
 * contract lacks cannot be registered, and the server does not start while a route of the
 * contract is missing. The web app builds its requests from the same table, so a path that
 * changes on one side only stops the start rather than breaking a screen.
 */
export function registerRouteContract(
  app: FastifyInstance,
  contract: readonly ApiRoute[] = apiRoutes,
) {
  const expected = new Set(contract.map(routeName));
  const registered = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const name = routeName({ method: method as ApiRoute['method'], path: route.url });
      if (!expected.has(name)) {
        throw new Error(`Route ${name} is not in the API contract (packages/core/src/api/routes)`);
      }
      registered.add(name);
    }
  });
  app.addHook('onReady', async () => {
    const missing = [...expected].filter((name) => !registered.has(name));
    if (missing.length > 0) {
      throw new Error(`Routes of the API contract are not registered: ${missing.join(', ')}`);
    }
  });
}
