import { dialogInformation } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../api/http-client';

export type DialogInformation = z.infer<typeof dialogInformation>;

export function getDialogInformation(id: string, signal?: AbortSignal) {
  return request(`/api/dialoginformation/${encodeURIComponent(id)}`, {
    schema: dialogInformation,
    signal,
  });
}

/** spec 2 section 7: dialog information is cached; the texts change only with a release. */
export function useDialogInformation(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['dialog-information', id],
      queryFn: ({ signal }) => getDialogInformation(id, signal),
      staleTime: Infinity,
      enabled,
    }),
  );
}
