import { groupRoutes } from '@app/core/api/routes/group-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-call';
import { apiQueryOptions } from '../api-query';

/**
 * The peer groups of a subject institution (GET /api/{iid}/group): the peer selector (through
 * the selection store) and the manage screen read the same query.
 */
export function getGroups(iid: number) {
  return callApi(groupRoutes.groups, { params: { iid } });
}

export function groupsQueryOptions(iid: number) {
  return apiQueryOptions(groupRoutes.groups, { params: { iid } });
}

export function useGroups(iid: number | null, enabled: boolean) {
  return useQuery(
    queryOptions({ ...groupsQueryOptions(iid ?? 0), enabled: enabled && iid !== null }),
  );
}
