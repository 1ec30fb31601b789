import { accountRoutes } from '@app/core/api/routes/account-routes';
import type { PlanType } from '@app/core/domain/products';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

export function useSubscriptionOptions(planType: PlanType) {
  return useQuery({
    ...apiQueryOptions(accountRoutes.subscriptionOptions, { params: { planType } }),
    staleTime: Infinity,
  });
}
