import { rateRoutes } from '@app/core/api/routes/rate-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

/** GET /api/rate/definition/{rateName}: a rate's citation and attribution date (spec 2 section 9). */
export function useRateDefinition(rateName: string | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(rateRoutes.definition, { params: { rateName: rateName ?? '' } }),
      staleTime: Infinity,
      enabled: enabled && rateName !== null,
    }),
  );
}
