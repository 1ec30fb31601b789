import { institutionCheckResponse, type InstitutionCheckResponse } from '@app/core/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';

export function checkInstitution(
  iid: number,
  signal?: AbortSignal,
): Promise<InstitutionCheckResponse> {
  return request(`/api/account/check/institution?value=${iid}`, {
    schema: institutionCheckResponse,
    signal,
  });
}

export function checkInstitutionQueryOptions(iid: number | null) {
  return queryOptions({
    queryKey: ['account', 'check', 'institution', iid],
    queryFn: ({ signal }) => checkInstitution(iid ?? 0, signal),
    enabled: iid !== null,
    // Whether an account exists changes the moment someone signs up: always ask.
    staleTime: 0,
  });
}

export function useInstitutionCheck(iid: number | null) {
  return useQuery(checkInstitutionQueryOptions(iid));
}
