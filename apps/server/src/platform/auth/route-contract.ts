import { apiRoutes, routeName } from '@app/core/api/routes/api-routes';
import type { ApiRoute } from '@app/core/api/routes/api-route';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { successStatus } from '../http/contract-route';

/** Where a registered route's schemas differ from its contract entry's, by part. */
function schemaDifferences(route: RouteOptions, entry: ApiRoute): string[] {
  const schema = route.schema ?? {};
  const parts: [string, unknown, unknown][] = [
    ['params', schema.params, entry.params],
    ['query', schema.querystring, entry.query],
    ['body', schema.body, entry.body],
  ];
  if (entry.response) {
    const responses = (schema.response ?? {}) as Record<number, unknown>;
    parts.push(['response', responses[successStatus(entry)], entry.response]);
  }
  // The very schema objects of the entry: a copy that drifts from them is a different object.
  return parts.filter(([, registered, expected]) => registered !== expected).map(([part]) => part);
}

/**
 * Holds the server to the API contract of packages/core/src/api/routes: an /api route the
 * contract lacks, or registered with other schemas than its entry's, cannot be registered, and
 * the server does not start while a route of the contract is missing. The web app builds its
 * requests from the same table, so a path that changes on one side only stops the start rather
 * than breaking a screen.
 */
export function registerRouteContract(
  app: FastifyInstance,
  contract: readonly ApiRoute[] = apiRoutes,
) {
  const entries = new Map(contract.map((entry) => [routeName(entry), entry]));
  const registered = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const name = routeName({ method: method as ApiRoute['method'], path: route.url });
      const entry = entries.get(name);
      if (!entry) {
        throw new Error(`Route ${name} is not in the API contract (packages/core/src/api/routes)`);
      }
      const differences = schemaDifferences(route, entry);
      if (differences.length > 0) {
        throw new Error(
          `Route ${name} has other ${differences.join(', ')} schemas than its API contract entry`,
        );
      }
      registered.add(name);
    }
  });
  app.addHook('onReady', async () => {
    const missing = [...entries.keys()].filter((name) => !registered.has(name));
    if (missing.length > 0) {
      throw new Error(`Routes of the API contract are not registered: ${missing.join(', ')}`);
    }
  });
}
