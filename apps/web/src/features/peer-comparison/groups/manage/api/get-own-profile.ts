import { institutionProfile, type InstitutionProfile } from '@app/core/api/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../../api/http-client';

/** The subject's own profile (GET /api/{iid}/profile): the first row of every member table. */
export function getOwnProfile(iid: number, signal?: AbortSignal): Promise<InstitutionProfile> {
  return request(`/api/${iid}/profile`, { schema: institutionProfile, signal });
}

export function getOwnProfileQueryOptions(iid: number) {
  return queryOptions({
    queryKey: ['manage-groups', iid, 'own-profile'],
    queryFn: ({ signal }) => getOwnProfile(iid, signal),
  });
}

export function useOwnProfile(iid: number | null, enabled: boolean) {
  return useQuery({ ...getOwnProfileQueryOptions(iid ?? 0), enabled: enabled && iid !== null });
}
