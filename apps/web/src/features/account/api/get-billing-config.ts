import { accountRoutes } from '@app/core/api/routes/account-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

export function useBillingConfig() {
  return useQuery({ ...apiQueryOptions(accountRoutes.billingConfig, {}), staleTime: Infinity });
}
