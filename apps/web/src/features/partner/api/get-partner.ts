import { partner, type Partner } from '@app/core/api/partners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { request } from '../../../api/http-client';

/** An unknown partner code is not a failure: the default branding applies (null). */
export async function getPartner(code: string, signal?: AbortSignal): Promise<Partner | null> {
  try {
    return await request(`/api/partner/${encodeURIComponent(code)}`, { schema: partner, signal });
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) return null;
    throw error;
  }
}

export function usePartner(code: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['partner', code],
      queryFn: ({ signal }) => getPartner(code ?? '', signal),
      enabled: code !== null,
      staleTime: 10 * 60_000,
      retry: false,
    }),
  );
}
