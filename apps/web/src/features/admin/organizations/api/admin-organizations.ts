import type {
  DisableUserRequest,
  ResendEmailRequest,
  SetOrganizationProducts,
} from '@app/core/api/admin/organizations';
import { adminOrganizationRoutes as routes } from '@app/core/api/routes/admin-organization-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';
import { callApi } from '../../../../api/api-call';

export function useOrganizationSearch(words: string) {
  return useQuery({
    ...apiQueryOptions(routes.searchOrganizations, { query: words ? { q: words } : {} }),
    // The table keeps the last answer while the next search runs, rather than flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrganization(organizationId: string) {
  return useQuery(apiQueryOptions(routes.organization, { params: { organizationId } }));
}

export function setOrganizationProducts(organizationId: string, body: SetOrganizationProducts) {
  return callApi(routes.setProducts, { params: { organizationId }, body });
}

export function approveMembership(userId: string) {
  return callApi(routes.approveMembership, { params: { userId }, body: {} });
}

export function declineMembership(userId: string) {
  return callApi(routes.declineMembership, { params: { userId } });
}

export function disableUser(userId: string, body: DisableUserRequest) {
  return callApi(routes.disableUser, { params: { userId }, body });
}

export function enableUser(userId: string) {
  return callApi(routes.enableUser, { params: { userId } });
}

export function resendEmail(userId: string, body: ResendEmailRequest) {
  return callApi(routes.resendEmail, { params: { userId }, body });
}

export function setAdministrator(userId: string, administrator: boolean) {
  return callApi(routes.setAdministrator, { params: { userId }, body: { administrator } });
}

export function endSessions(userId: string) {
  return callApi(routes.endSessions, { params: { userId } });
}
