import { groupSummary, type GroupSummary } from '@app/core/api/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../../api/http-client';

/** The subject's peer groups (GET /api/{iid}/group), as listed on the manage screen. */
export function getPeerGroups(iid: number, signal?: AbortSignal): Promise<GroupSummary[]> {
  return request(`/api/${iid}/group`, { schema: z.array(groupSummary), signal });
}

export function getPeerGroupsQueryOptions(iid: number) {
  return queryOptions({
    queryKey: ['manage-groups', iid, 'groups'],
    queryFn: ({ signal }) => getPeerGroups(iid, signal),
  });
}

export function usePeerGroups(iid: number | null, enabled: boolean) {
  return useQuery({ ...getPeerGroupsQueryOptions(iid ?? 0), enabled: enabled && iid !== null });
}
