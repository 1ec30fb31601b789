import { typeOfMembership } from '@app/core/api/institutions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../../api/http-client';

const typesOfMembership = z.array(typeOfMembership);

/** spec 2 section 7: GET /api/reference/tom, the NCUA types of membership. */
export function typesOfMembershipQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['reference', 'tom'],
    queryFn: ({ signal }) => request('/api/reference/tom', { schema: typesOfMembership, signal }),
    enabled,
    staleTime: Infinity,
  });
}

export function useTypesOfMembership(enabled: boolean) {
  return useQuery(typesOfMembershipQueryOptions(enabled));
}
