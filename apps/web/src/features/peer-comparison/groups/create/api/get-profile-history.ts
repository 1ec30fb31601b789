import { profileRoutes } from '@app/core/api/routes/group-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../../api/api-query';

/** spec 2 section 7: GET /api/{iid}/profile/all, the subject's profile per report date. */
export function useProfileHistory(iid: number | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(profileRoutes.history, { params: { iid: iid ?? 0 } }),
      enabled: enabled && iid !== null,
      staleTime: 10 * 60_000,
    }),
  );
}
