import type { NmdSettings } from '@app/core/api/admin/data';
import { adminDataRoutes } from '@app/core/api/routes/admin-data-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';

/** GET /api/admin/settings/nmd: the deposit pages' settings and the quarters held. */
export function useNmdSettings() {
  return useQuery(apiQueryOptions(adminDataRoutes.nmdSettings, {}));
}

/** PUT /api/admin/settings/nmd. */
export function saveNmdSettings(body: NmdSettings) {
  return callApi(adminDataRoutes.setNmdSettings, { body });
}
