import type { PromoCodeCreateRequest } from '@app/core/api/account-admin';
import { adminPartnerRoutes } from '@app/core/api/routes/admin-partner-routes';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';
import { callApi } from '../../../../api/api-call';
import { routeKey } from '../../../../api/query-keys';

export function usePromoCodes() {
  return useQuery(apiQueryOptions(adminPartnerRoutes.promoCodes, {}));
}

export function createPromoCode(body: PromoCodeCreateRequest) {
  return callApi(adminPartnerRoutes.createPromoCode, { body });
}

export function endPromoCode(code: string) {
  return callApi(adminPartnerRoutes.endPromoCode, { params: { code } });
}

/** A code created or ended changes the list (its uses change only through signups). */
export function afterPromoCodeChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: routeKey(adminPartnerRoutes.promoCodes) });
}
