import { contentRoutes } from '@app/core/api/routes/content-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/api-call';
import { isApiError } from '../../../api/api-error';
import { routeKey } from '../../../api/query-keys';

/** An unknown partner code is not a failure: the default branding applies (null). */
async function getPartner(code: string, signal?: AbortSignal) {
  try {
    return await callApi(contentRoutes.partner, { params: { code } }, signal);
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) return null;
    throw error;
  }
}

export function usePartner(code: string | null) {
  return useQuery({
    queryKey: routeKey(contentRoutes.partner, { params: { code: code ?? '' } }),
    queryFn: ({ signal }) => getPartner(code ?? '', signal),
    enabled: code !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
