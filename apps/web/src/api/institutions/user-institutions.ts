import type { UpdateUserInstitutionBody } from '@app/core/api/user-institutions';
import { institutionRoutes } from '@app/core/api/routes/institution-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQueryOptions } from '../api-query';
import { callApi } from '../api-call';
import { storeUserInstitutions } from '../invalidations';

/** The user's favourites and last viewed institutions (spec 1 section 7). */
export function useUserInstitutions(enabled = true) {
  return useQuery(
    queryOptions({ ...apiQueryOptions(institutionRoutes.userInstitutions, {}), enabled }),
  );
}

export function updateUserInstitution(iid: number, change: UpdateUserInstitutionBody) {
  return callApi(institutionRoutes.updateUserInstitution, { params: { iid }, body: change });
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (iid: number) => callApi(institutionRoutes.addUserInstitution, { body: { iid } }),
    onSuccess: (list) => storeUserInstitutions(queryClient, list),
  });
}

export function useRemoveUserInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (iid: number) =>
      callApi(institutionRoutes.removeUserInstitution, { params: { iid } }),
    onSuccess: (list) => storeUserInstitutions(queryClient, list),
  });
}
