import { subscriptionOption } from '@app/core/api/account';
import type { PlanType } from '@app/core/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

export function getSubscriptionOptions(planType: PlanType, signal?: AbortSignal) {
  return request(`/api/account/subscription/${planType}`, {
    schema: z.array(subscriptionOption),
    signal,
  });
}

export function useSubscriptionOptions(planType: PlanType) {
  return useQuery(
    queryOptions({
      queryKey: ['account', 'subscription', planType],
      queryFn: ({ signal }) => getSubscriptionOptions(planType, signal),
      staleTime: Infinity,
    }),
  );
}
