import { profileRoutes } from '@app/core/api/routes/group-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../../api/api-query';

/**
 * A group's member profiles at the newest quarter (GET /api/{iid}/profile/{groupId}); spec 2
 * section 4: loaded the first time the card is opened.
 */
export function useGroupProfiles(iid: number, groupId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(profileRoutes.group, { params: { iid, groupId } }),
      enabled,
    }),
  );
}
