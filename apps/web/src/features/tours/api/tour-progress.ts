import { tourRecord, type TourProgressBody, type TourRecord } from '@app/core/api/tours';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

export const tourProgressQueryKey = ['tours', 'progress'] as const;

export function getTourProgress(signal?: AbortSignal): Promise<TourRecord[]> {
  return request('/api/tour', { schema: z.array(tourRecord), signal });
}

/** spec 1 section 7: PUT api/tour on leaving a tour; the answer is the updated list. */
export function saveTourProgress(body: TourProgressBody): Promise<TourRecord[]> {
  return request('/api/tour', { method: 'PUT', body, schema: z.array(tourRecord) });
}

export function getTourProgressQueryOptions() {
  return queryOptions({
    queryKey: tourProgressQueryKey,
    queryFn: ({ signal }) => getTourProgress(signal),
    staleTime: Infinity,
  });
}

export function useTourProgress(enabled: boolean) {
  return useQuery({ ...getTourProgressQueryOptions(), enabled });
}

export function useSaveTourProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTourProgress,
    onSuccess: (list) => queryClient.setQueryData(tourProgressQueryKey, list),
  });
}
