import type { TourProgressBody } from '@app/core/api/tours';
import { institutionRoutes } from '@app/core/api/routes/institution-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';
import { callApi } from '../../../api/api-call';
import { storeTourProgress } from '../../../api/invalidations';

/** spec 1 section 7: PUT api/tour on leaving a tour; the answer is the updated list. */
export function saveTourProgress(body: TourProgressBody) {
  return callApi(institutionRoutes.saveTour, { body });
}

export function useTourProgress(enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(institutionRoutes.tours, {}),
    staleTime: Infinity,
    enabled,
  });
}

export function useSaveTourProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTourProgress,
    onSuccess: (list) => storeTourProgress(queryClient, list),
  });
}
