import { rateDefinition, type RateDefinition } from '@app/core/api/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';

/** GET /api/rate/definition/{rateName}: a rate's citation and attribution date (spec 2 section 9). */
export function getRateDefinition(rateName: string, signal?: AbortSignal): Promise<RateDefinition> {
  return request(`/api/rate/definition/${encodeURIComponent(rateName)}`, {
    schema: rateDefinition,
    signal,
  });
}

export function getRateDefinitionQueryOptions(rateName: string) {
  return queryOptions({
    queryKey: ['rate-definition', rateName],
    queryFn: ({ signal }) => getRateDefinition(rateName, signal),
    staleTime: Infinity,
  });
}

export function useRateDefinition(rateName: string | null, enabled: boolean) {
  return useQuery({
    ...getRateDefinitionQueryOptions(rateName ?? ''),
    enabled: enabled && rateName !== null,
  });
}
