import { institutionProfile } from '@app/core/api/profiles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../api/http-client';

const profiles = z.array(institutionProfile);

/**
 * GET /api/{iid}/profile/institutions?iids=…: the figures of a distinct group's picks. The
 * previous answer stays while the next pick's loads, so rows already shown keep their figures.
 */
export function useListedProfiles(iid: number | null, iids: readonly number[], enabled: boolean) {
  const listed = [...iids].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['listed-profiles', iid, listed],
    queryFn: ({ signal }) =>
      request(`/api/${iid}/profile/institutions?iids=${listed.join(',')}`, {
        schema: profiles,
        signal,
      }),
    enabled: enabled && iid !== null && listed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}
