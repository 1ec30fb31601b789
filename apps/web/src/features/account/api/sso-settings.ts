import type { SsoSettingsRequest } from '@app/core/api/sso';
import { ssoRoutes } from '@app/core/api/routes/sso-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';
import { callApi } from '../../../api/api-call';

export function useSsoSettings() {
  return useQuery(apiQueryOptions(ssoRoutes.ssoSettings, {}));
}

export function saveSsoSettings(body: SsoSettingsRequest) {
  return callApi(ssoRoutes.saveSsoSettings, { body });
}

export function removeSsoSettings() {
  return callApi(ssoRoutes.removeSsoSettings, {});
}
