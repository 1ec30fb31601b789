import { newsItem, type NewsItem } from '@app/core/api/content';
import type { UserState } from '@app/core/api/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';
import { meQueryKey } from '../../../api/me-query-key';

/**
 * GET api/news?updateViewed=…: news are marked read the way messages are, by entering the news
 * page with updateViewed=true (the answer still flags what was new with isNew).
 */
export function getNews(updateViewed: boolean, signal?: AbortSignal): Promise<NewsItem[]> {
  return request(`/api/news?updateViewed=${updateViewed}`, { schema: z.array(newsItem), signal });
}

export function useNewsPage() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['news', 'page'],
    queryFn: async ({ signal }) => {
      const list = await getNews(true, signal);
      queryClient.setQueryData<UserState | null>(meQueryKey, (user) =>
        user ? { ...user, unreadNews: 0 } : user,
      );
      return list;
    },
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
