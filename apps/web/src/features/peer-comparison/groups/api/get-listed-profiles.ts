import { profileRoutes } from '@app/core/api/routes/group-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';

/**
 * GET /api/{iid}/profile/institutions?iids=…: the figures of a distinct group's picks. The
 * previous answer stays while the next pick's loads, so rows already shown keep their figures.
 */
export function useListedProfiles(iid: number | null, iids: readonly number[], enabled: boolean) {
  const listed = [...iids].sort((a, b) => a - b);
  return useQuery(
    queryOptions({
      ...apiQueryOptions(profileRoutes.listed, {
        params: { iid: iid ?? 0 },
        query: { iids: listed },
      }),
      enabled: enabled && iid !== null && listed.length > 0,
      placeholderData: keepPreviousData,
      staleTime: 10 * 60_000,
    }),
  );
}
