import type { ApproveJoinRequest } from '@app/core/api/organization-admin';
import { organizationRoutes } from '@app/core/api/routes/organization-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';
import { callApi } from '../../../api/api-call';

/** The signed-in user's membership and request to join (issue 11). */
export function useMembership() {
  return useQuery(apiQueryOptions(organizationRoutes.membership, {}));
}

/** Open requests to join the administrator's organization. */
export function useJoinRequests() {
  return useQuery(apiQueryOptions(organizationRoutes.joinRequests, {}));
}

export function approveJoinRequest(userId: string, body: ApproveJoinRequest = {}) {
  return callApi(organizationRoutes.approveJoinRequest, { params: { userId }, body });
}

export function declineJoinRequest(userId: string) {
  return callApi(organizationRoutes.declineJoinRequest, { params: { userId } });
}
