import type { ApiRoute } from '@app/core/api/routes/api-route';

type KeyArgs = { params?: object; query?: object };

/**
 * The query-key factory: a route's answers are cached under
 * `[path template, params, query]`. Invalidating `routeKey(route, { params: { iid } })` reaches
 * every query of the route for that institution, whatever its other params (TanStack Query
 * matches a key's objects partially).
 */
export function routeKey(route: Pick<ApiRoute, 'path'>, args: KeyArgs = {}) {
  return [route.path, { ...args.params }, { ...args.query }] as const;
}

/** Keys of queries that are not one route's answer. */
export const composedKeys = {
  /** A peer search (similar or targeted) run from the create-group screen. */
  peerSearch: (iid: number, institutionType: string, criteria: unknown) =>
    ['peer-search', iid, institutionType, criteria] as const,
};
