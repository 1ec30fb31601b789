import { contentRoutes } from '@app/core/api/routes/content-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

/** While the demo dataset loads, asks again every 5 s so the notice goes when it is in. */
export function useStatus() {
  return useQuery({
    ...apiQueryOptions(contentRoutes.status, {}),
    refetchInterval: (query) => (query.state.data?.data === 'loading' ? 5000 : false),
    retry: false,
  });
}
