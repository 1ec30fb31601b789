import type { NmdSettings } from '@app/core/api/admin/data';
import { adminDataRoutes } from '@app/core/api/routes/admin-data-routes';
import { contentRoutes } from '@app/core/api/routes/content-routes';
import { dateRoutes } from '@app/core/api/routes/rate-routes';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';
import { routeKey } from '../../../../api/query-keys';

/** GET /api/admin/settings/nmd: the deposit pages' settings and the quarters held. */
export function useNmdSettings() {
  return useQuery(apiQueryOptions(adminDataRoutes.nmdSettings, {}));
}

/** PUT /api/admin/settings/nmd. */
export function saveNmdSettings(body: NmdSettings) {
  return callApi(adminDataRoutes.setNmdSettings, { body });
}

/** The settings changed: this tab's deposit pages read them again (the decay label, the dates). */
export async function afterNmdSettingsChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: routeKey(adminDataRoutes.nmdSettings) }),
    queryClient.invalidateQueries({ queryKey: routeKey(contentRoutes.systemSetting) }),
    queryClient.invalidateQueries({ queryKey: routeKey(dateRoutes.nmdDates) }),
  ]);
}
