import { institutionRoutes } from '@app/core/api/routes/institution-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../../api/api-query';

/** spec 2 section 7: GET /api/reference/tom, the NCUA types of membership. */
export function useTypesOfMembership(enabled: boolean) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(institutionRoutes.typesOfMembership, {}),
      enabled,
      staleTime: Infinity,
    }),
  );
}
