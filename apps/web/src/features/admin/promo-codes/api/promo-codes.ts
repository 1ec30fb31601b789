import type { PromoCodeCreateRequest } from '@app/core/api/account-admin';
import { adminPartnerRoutes } from '@app/core/api/routes/admin-partner-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';
import { callApi } from '../../../../api/api-call';

export function usePromoCodes() {
  return useQuery(apiQueryOptions(adminPartnerRoutes.promoCodes, {}));
}

export function createPromoCode(body: PromoCodeCreateRequest) {
  return callApi(adminPartnerRoutes.createPromoCode, { body });
}

export function endPromoCode(code: string) {
  return callApi(adminPartnerRoutes.endPromoCode, { params: { code } });
}
