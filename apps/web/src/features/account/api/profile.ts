import type { PasswordChangeRequest, ProfileUpdate } from '@app/core/api/account';
import { accountRoutes } from '@app/core/api/routes/account-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';
import { callApi } from '../../../api/api-call';

export const profileQueryOptions = () => apiQueryOptions(accountRoutes.profile, {});

export function useProfile() {
  return useQuery(profileQueryOptions());
}

export function updateProfile(body: ProfileUpdate) {
  return callApi(accountRoutes.updateProfile, { body });
}

/** Signs out the user's other sessions (the server ends them). */
export function changePassword(body: PasswordChangeRequest) {
  return callApi(accountRoutes.changePassword, { body });
}
