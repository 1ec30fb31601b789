import { z } from 'zod';
import {
  approveJoinRequest,
  inviteUserRequest,
  joinRequest,
  logoInfo,
  logoUpload,
  membershipState,
  organizationSummary,
  organizationUser,
  updateUserRequest,
  userIdParams,
} from '../organization-admin';
import { apiRoute } from './api-route';

/** The caller's membership and the client administrator's users, join requests and logo. */
export const organizationRoutes = {
  membership: apiRoute({
    method: 'GET',
    path: '/api/account/membership',
    response: membershipState,
  }),
  joinRequests: apiRoute({
    method: 'GET',
    path: '/api/account/join-requests',
    response: z.array(joinRequest),
  }),
  approveJoinRequest: apiRoute({
    method: 'POST',
    path: '/api/account/join-requests/:userId/approve',
    params: userIdParams,
    body: approveJoinRequest,
  }),
  declineJoinRequest: apiRoute({
    method: 'POST',
    path: '/api/account/join-requests/:userId/decline',
    params: userIdParams,
  }),
  summary: apiRoute({
    method: 'GET',
    path: '/api/account/organization',
    response: organizationSummary,
  }),
  users: apiRoute({
    method: 'GET',
    path: '/api/account/users',
    response: z.array(organizationUser),
  }),
  inviteUser: apiRoute({
    method: 'POST',
    path: '/api/account/users',
    body: inviteUserRequest,
    response: organizationUser,
    status: 201,
  }),
  updateUser: apiRoute({
    method: 'PUT',
    path: '/api/account/users/:userId',
    params: userIdParams,
    body: updateUserRequest,
    response: organizationUser,
  }),
  removeUser: apiRoute({
    method: 'DELETE',
    path: '/api/account/users/:userId',
    params: userIdParams,
  }),
  logo: apiRoute({ method: 'GET', path: '/api/account/logo', response: logoInfo }),
  uploadLogo: apiRoute({
    method: 'POST',
    path: '/api/account/logo',
    body: logoUpload,
    response: logoInfo,
    status: 201,
  }),
  removeLogo: apiRoute({ method: 'DELETE', path: '/api/account/logo' }),
} as const;
