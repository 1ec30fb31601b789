import { contentRoutes } from '@app/core/api/routes/content-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/api-call';
import { afterContentRead } from '../../../api/invalidations';
import { routeKey } from '../../../api/query-keys';

/**
 * GET api/news?updateViewed=true: news are marked read the way messages are, by entering the
 * news page (the answer still flags what was new with isNew).
 */
export function useNewsPage() {
  const queryClient = useQueryClient();
  const args = { query: { updateViewed: true } };
  return useQuery({
    queryKey: routeKey(contentRoutes.news, args),
    queryFn: async ({ signal }) => {
      const list = await callApi(contentRoutes.news, args, signal);
      afterContentRead(queryClient, 'unreadNews');
      return list;
    },
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
