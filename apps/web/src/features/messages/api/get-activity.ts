import { contentRoutes } from '@app/core/api/routes/content-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

/** spec 1 section 7: GET api/activity; activity has no unread count to update. */
export function useActivity() {
  return useQuery({
    ...apiQueryOptions(contentRoutes.activity, { query: { updateViewed: false, limit: 100 } }),
    staleTime: 0,
  });
}
