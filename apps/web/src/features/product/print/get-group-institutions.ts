import { groupMember, type GroupMember } from '@app/core/api/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

/** GET /api/{iid}/group/{groupId}/institutions: a group's institutions, by name. */
export function getGroupInstitutions(
  iid: number,
  groupId: number,
  signal?: AbortSignal,
): Promise<GroupMember[]> {
  return request(`/api/${iid}/group/${groupId}/institutions`, {
    schema: z.array(groupMember),
    signal,
  });
}

export function getGroupInstitutionsQueryOptions(iid: number, groupId: number) {
  return queryOptions({
    queryKey: ['group-institutions', iid, groupId],
    queryFn: ({ signal }) => getGroupInstitutions(iid, groupId, signal),
  });
}

export function useGroupInstitutions(iid: number, groupId: number, enabled: boolean) {
  return useQuery({ ...getGroupInstitutionsQueryOptions(iid, groupId), enabled });
}
