import { billingConfig } from '@app/core/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';

export function useBillingConfig() {
  return useQuery(
    queryOptions({
      queryKey: ['account', 'billing', 'config'],
      queryFn: ({ signal }) =>
        request('/api/account/billing/config', { schema: billingConfig, signal }),
      staleTime: Infinity,
    }),
  );
}
