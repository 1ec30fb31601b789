import type {
  InviteUserRequest,
  LogoUpload,
  UpdateUserRequest,
} from '@app/core/api/organization-admin';
import { organizationRoutes } from '@app/core/api/routes/organization-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';
import { callApi } from '../../../api/api-call';

export function useOrganizationSummary() {
  return useQuery(apiQueryOptions(organizationRoutes.summary, {}));
}

export function useOrganizationUsers() {
  return useQuery(apiQueryOptions(organizationRoutes.users, {}));
}

export function useLogoInfo() {
  return useQuery(apiQueryOptions(organizationRoutes.logo, {}));
}

export function inviteUser(body: InviteUserRequest) {
  return callApi(organizationRoutes.inviteUser, { body });
}

export function updateUser(userId: string, body: UpdateUserRequest) {
  return callApi(organizationRoutes.updateUser, { params: { userId }, body });
}

export function deleteUser(userId: string) {
  return callApi(organizationRoutes.removeUser, { params: { userId } });
}

export function uploadLogo(body: LogoUpload) {
  return callApi(organizationRoutes.uploadLogo, { body });
}

export function deleteLogo() {
  return callApi(organizationRoutes.removeLogo, {});
}
