import {
  joinRequest,
  membershipState,
  type ApproveJoinRequest,
} from '@app/core/api/organization-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

export const membershipKeys = {
  own: ['account', 'membership'] as const,
  requests: ['account', 'organization', 'join-requests'] as const,
};

/** The signed-in user's membership and request to join (issue 11). */
export function useMembership() {
  return useQuery(
    queryOptions({
      queryKey: membershipKeys.own,
      queryFn: ({ signal }) =>
        request('/api/account/membership', { schema: membershipState, signal }),
    }),
  );
}

/** Open requests to join the administrator's organization. */
export function useJoinRequests() {
  return useQuery(
    queryOptions({
      queryKey: membershipKeys.requests,
      queryFn: ({ signal }) =>
        request('/api/account/join-requests', { schema: z.array(joinRequest), signal }),
    }),
  );
}

export function approveJoinRequest(userId: string, body: ApproveJoinRequest = {}) {
  return request(`/api/account/join-requests/${userId}/approve`, { method: 'POST', body });
}

export function declineJoinRequest(userId: string) {
  return request(`/api/account/join-requests/${userId}/decline`, { method: 'POST' });
}
