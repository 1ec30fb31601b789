import { contentRoutes } from '@app/core/api/routes/content-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/api-call';
import { afterContentRead } from '../../../api/invalidations';
import { routeKey } from '../../../api/query-keys';

/**
 * spec 1 section 7: GET api/message?updateViewed=true. Entering the messages page marks them
 * viewed: the header's count goes to 0.
 */
export function useMessagesPage() {
  const queryClient = useQueryClient();
  const args = { query: { updateViewed: true } };
  return useQuery({
    queryKey: routeKey(contentRoutes.messages, args),
    queryFn: async ({ signal }) => {
      const list = await callApi(contentRoutes.messages, args, signal);
      afterContentRead(queryClient, 'unreadMessages');
      return list;
    },
    // Every visit is an entry (spec 1 section 2: the count resets on entry).
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
