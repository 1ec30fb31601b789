import { contentRoutes } from '@app/core/api/routes/content-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

/** GET /api/systemsetting/{key}: a setting the screens read (e.g. nmd_trunct, in quarters). */
export function useSystemSetting(key: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(contentRoutes.systemSetting, { params: { key } }),
      select: (setting) => setting.value,
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
}
