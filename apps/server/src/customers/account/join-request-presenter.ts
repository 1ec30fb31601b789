import type { JoinRequest } from '@app/core/api/organization-admin';
import type { JoinRequestRepository } from './join-request-repository';

type OpenRequestRow = Awaited<ReturnType<JoinRequestRepository['open']>>[number];

/** An open request to join as the client-admin's page and the admin console both show it. */
export function presentJoinRequest(row: OpenRequestRow): JoinRequest {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    phone: row.phone,
    emailVerified: row.emailVerified,
    organizationName: row.organizationName,
    requestedAt: (row.requestedAt ?? new Date()).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
  };
}
