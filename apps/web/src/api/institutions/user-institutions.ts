import {
  userInstitutionList,
  type UpdateUserInstitutionBody,
  type UserInstitution,
} from '@app/core/api/user-institutions';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { request } from '../../api/http-client';

/** The user's favourites and last viewed institutions (spec 1 section 7). */
export const userInstitutionsQueryKey = ['user', 'institutions'] as const;

export function getUserInstitutions(signal?: AbortSignal): Promise<UserInstitution[]> {
  return request('/api/user/institution', { schema: userInstitutionList, signal });
}

export function addFavorite(iid: number): Promise<UserInstitution[]> {
  return request('/api/user/institution', {
    method: 'POST',
    body: { iid },
    schema: userInstitutionList,
  });
}

export function updateUserInstitution(
  iid: number,
  change: UpdateUserInstitutionBody,
): Promise<UserInstitution[]> {
  return request(`/api/user/institution/${iid}`, {
    method: 'PUT',
    body: change,
    schema: userInstitutionList,
  });
}

export function removeUserInstitution(iid: number): Promise<UserInstitution[]> {
  return request(`/api/user/institution/${iid}`, { method: 'DELETE', schema: userInstitutionList });
}

export function getUserInstitutionsQueryOptions() {
  return queryOptions({
    queryKey: userInstitutionsQueryKey,
    queryFn: ({ signal }) => getUserInstitutions(signal),
  });
}

export function useUserInstitutions(enabled = true) {
  return useQuery({ ...getUserInstitutionsQueryOptions(), enabled });
}

/** Every change answers the whole list: it replaces the cached one. */
export function storeUserInstitutions(queryClient: QueryClient, list: UserInstitution[]) {
  queryClient.setQueryData(userInstitutionsQueryKey, list);
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: (list) => storeUserInstitutions(queryClient, list),
  });
}

export function useRemoveUserInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUserInstitution,
    onSuccess: (list) => storeUserInstitutions(queryClient, list),
  });
}
