import type { ApiRoute } from '@app/core/api/routes/api-route';
import { queryOptions } from '@tanstack/react-query';
import { callApi, type CallArgs } from './api-call';
import { routeKey } from './query-keys';

/**
 * The query of a GET route: its key from the query-key factory (route path, params, query) and
 * a fetch of the route. Endpoint modules spread it and add their own options.
 */
export function apiQueryOptions<R extends ApiRoute>(route: R, args: CallArgs<R>) {
  return queryOptions({
    queryKey: routeKey(route, args),
    queryFn: ({ signal }) => callApi(route, args, signal),
  });
}
