import { profileRoutes } from '@app/core/api/routes/group-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../../api/api-query';

/** The subject's own profile (GET /api/{iid}/profile): the first row of every member table. */
export function useOwnProfile(iid: number | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(profileRoutes.profile, { params: { iid: iid ?? 0 } }),
      enabled: enabled && iid !== null,
    }),
  );
}
