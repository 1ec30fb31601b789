import { activity, type Activity } from '@app/core/api/content';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

/** spec 1 section 7: GET api/activity; activity has no unread count to update. */
export function getActivity(signal?: AbortSignal): Promise<Activity[]> {
  return request('/api/activity?updateViewed=false&limit=100', {
    schema: z.array(activity),
    signal,
  });
}

export function useActivity() {
  return useQuery({
    queryKey: ['activity'],
    queryFn: ({ signal }) => getActivity(signal),
    staleTime: 0,
  });
}
