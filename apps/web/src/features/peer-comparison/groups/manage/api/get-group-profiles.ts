import { institutionProfile, type InstitutionProfile } from '@app/core/api/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../../api/http-client';

/** A group's member profiles at the newest quarter (GET /api/{iid}/profile/{groupId}). */
export function getGroupProfiles(
  iid: number,
  groupId: number,
  signal?: AbortSignal,
): Promise<InstitutionProfile[]> {
  return request(`/api/${iid}/profile/${groupId}`, {
    schema: z.array(institutionProfile),
    signal,
  });
}

export function getGroupProfilesQueryOptions(iid: number, groupId: number) {
  return queryOptions({
    queryKey: ['manage-groups', iid, 'profiles', groupId],
    queryFn: ({ signal }) => getGroupProfiles(iid, groupId, signal),
  });
}

/** spec 2 section 4: the members are loaded the first time the card is opened. */
export function useGroupProfiles(iid: number, groupId: number, enabled: boolean) {
  return useQuery({ ...getGroupProfilesQueryOptions(iid, groupId), enabled });
}
