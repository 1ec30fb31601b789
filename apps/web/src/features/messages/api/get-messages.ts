import { message, type Message } from '@app/core/api/content';
import type { UserState } from '@app/core/api/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';
import { meQueryKey } from '../../../api/me-query-key';

/** spec 1 section 7: GET api/message?updateViewed=…; true marks them viewed. */
export function getMessages(updateViewed: boolean, signal?: AbortSignal): Promise<Message[]> {
  return request(`/api/message?updateViewed=${updateViewed}`, { schema: z.array(message), signal });
}

/** Entering the messages page marks them viewed: the header's count goes to 0. */
export function useMessagesPage() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['messages', 'page'],
    queryFn: async ({ signal }) => {
      const list = await getMessages(true, signal);
      queryClient.setQueryData<UserState | null>(meQueryKey, (user) =>
        user ? { ...user, unreadMessages: 0 } : user,
      );
      return list;
    },
    // Every visit is an entry (spec 1 section 2: the count resets on entry).
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
