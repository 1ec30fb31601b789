import { z } from 'zod';
import {
  adminUserIdParams,
  disableUserRequest,
  organizationDetail,
  organizationIdParams,
  organizationListItem,
  organizationSearchQuery,
  resendEmailRequest,
  setAdministratorRequest,
  setOrganizationProducts,
} from '../admin/organizations';
import { approveJoinRequest } from '../organization-admin';
import { apiRoute } from './api-route';

/**
 * The platform admin console's organization screens. A user's actions answer the user's
 * organization as it is afterwards, so the screen shows the change without asking again.
 */
export const adminOrganizationRoutes = {
  searchOrganizations: apiRoute({
    method: 'GET',
    path: '/api/admin/organizations',
    query: organizationSearchQuery,
    response: z.array(organizationListItem),
  }),
  organization: apiRoute({
    method: 'GET',
    path: '/api/admin/organizations/:organizationId',
    params: organizationIdParams,
    response: organizationDetail,
  }),
  setProducts: apiRoute({
    method: 'PUT',
    path: '/api/admin/organizations/:organizationId/products',
    params: organizationIdParams,
    body: setOrganizationProducts,
    response: organizationDetail,
  }),
  approveMembership: apiRoute({
    method: 'POST',
    path: '/api/admin/users/:userId/approve',
    params: adminUserIdParams,
    body: approveJoinRequest,
    response: organizationDetail,
  }),
  declineMembership: apiRoute({
    method: 'POST',
    path: '/api/admin/users/:userId/decline',
    params: adminUserIdParams,
    response: organizationDetail,
  }),
  disableUser: apiRoute({
    method: 'POST',
    path: '/api/admin/users/:userId/disable',
    params: adminUserIdParams,
    body: disableUserRequest,
    response: organizationDetail,
  }),
  enableUser: apiRoute({
    method: 'POST',
    path: '/api/admin/users/:userId/enable',
    params: adminUserIdParams,
    response: organizationDetail,
  }),
  resendEmail: apiRoute({
    method: 'POST',
    path: '/api/admin/users/:userId/resend-email',
    params: adminUserIdParams,
    body: resendEmailRequest,
    response: organizationDetail,
  }),
  setAdministrator: apiRoute({
    method: 'PUT',
    path: '/api/admin/users/:userId/administrator',
    params: adminUserIdParams,
    body: setAdministratorRequest,
    response: organizationDetail,
  }),
  endSessions: apiRoute({
    method: 'POST',
    path: '/api/admin/users/:userId/end-sessions',
    params: adminUserIdParams,
    response: organizationDetail,
  }),
} as const;
