import { groupRoutes } from '@app/core/api/routes/group-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../api-query';

/** GET /api/{iid}/group/{groupId}/institutions: a group's institutions, by name. */
export function groupMembersQueryOptions(iid: number, groupId: number) {
  return apiQueryOptions(groupRoutes.members, { params: { iid, groupId } });
}

export function useGroupMembers(iid: number, groupId: number | null, enabled = true) {
  return useQuery(
    queryOptions({
      ...groupMembersQueryOptions(iid, groupId ?? 0),
      enabled: enabled && groupId !== null,
    }),
  );
}
