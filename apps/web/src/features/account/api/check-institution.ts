import { accountRoutes } from '@app/core/api/routes/account-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

export function checkInstitutionQueryOptions(iid: number | null) {
  return queryOptions({
    ...apiQueryOptions(accountRoutes.checkInstitution, { query: { value: iid ?? 0 } }),
    enabled: iid !== null,
    // Whether an account exists changes the moment someone signs up: always ask.
    staleTime: 0,
  });
}

export function useInstitutionCheck(iid: number | null) {
  return useQuery(checkInstitutionQueryOptions(iid));
}
