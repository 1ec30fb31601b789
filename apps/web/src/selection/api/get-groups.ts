import {
  groupMember,
  groupSummary,
  type GroupMember,
  type GroupSummary,
} from '@app/core/api/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../api/http-client';

/** The peer groups of a subject institution (GET /api/{iid}/group). */
export function getGroups(iid: number, signal?: AbortSignal): Promise<GroupSummary[]> {
  return request(`/api/${iid}/group`, { schema: z.array(groupSummary), signal });
}

export function getGroupMembers(
  iid: number,
  groupId: number,
  signal?: AbortSignal,
): Promise<GroupMember[]> {
  return request(`/api/${iid}/group/${groupId}/institutions`, {
    schema: z.array(groupMember),
    signal,
  });
}

export function getGroupMembersQueryOptions(iid: number, groupId: number) {
  return queryOptions({
    queryKey: ['groups', iid, groupId, 'members'],
    queryFn: ({ signal }) => getGroupMembers(iid, groupId, signal),
  });
}

export function useGroupMembers(iid: number, groupId: number | null) {
  return useQuery({
    ...getGroupMembersQueryOptions(iid, groupId ?? 0),
    enabled: groupId !== null,
  });
}
