import { institutionProfile } from '@app/core/api/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../../api/http-client';

const profiles = z.array(institutionProfile);

/** spec 2 section 7: GET /api/{iid}/profile/all, the subject's profile per report date. */
export function profileHistoryQueryOptions(iid: number | null, enabled: boolean) {
  return queryOptions({
    queryKey: ['profile-history', iid],
    queryFn: ({ signal }) => request(`/api/${iid}/profile/all`, { schema: profiles, signal }),
    enabled: enabled && iid !== null,
    staleTime: 10 * 60_000,
  });
}

export function useProfileHistory(iid: number | null, enabled: boolean) {
  return useQuery(profileHistoryQueryOptions(iid, enabled));
}
