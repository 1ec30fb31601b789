import {
  logoInfo,
  organizationSummary,
  organizationUser,
  type InviteUserRequest,
  type LogoUpload,
  type UpdateUserRequest,
} from '@app/core/api/organization-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

export const organizationAdminKeys = {
  all: ['account', 'organization'] as const,
  summary: ['account', 'organization', 'summary'] as const,
  users: ['account', 'organization', 'users'] as const,
  logo: ['account', 'organization', 'logo'] as const,
};

export function useOrganizationSummary() {
  return useQuery(
    queryOptions({
      queryKey: organizationAdminKeys.summary,
      queryFn: ({ signal }) =>
        request('/api/account/organization', { schema: organizationSummary, signal }),
    }),
  );
}

export function useOrganizationUsers() {
  return useQuery(
    queryOptions({
      queryKey: organizationAdminKeys.users,
      queryFn: ({ signal }) =>
        request('/api/account/users', { schema: z.array(organizationUser), signal }),
    }),
  );
}

export function useLogoInfo() {
  return useQuery(
    queryOptions({
      queryKey: organizationAdminKeys.logo,
      queryFn: ({ signal }) => request('/api/account/logo', { schema: logoInfo, signal }),
    }),
  );
}

export function inviteUser(body: InviteUserRequest) {
  return request('/api/account/users', { method: 'POST', body, schema: organizationUser });
}

export function updateUser(userId: string, body: UpdateUserRequest) {
  return request(`/api/account/users/${userId}`, { method: 'PUT', body, schema: organizationUser });
}

export function deleteUser(userId: string) {
  return request(`/api/account/users/${userId}`, { method: 'DELETE' });
}

export function uploadLogo(body: LogoUpload) {
  return request('/api/account/logo', { method: 'POST', body, schema: logoInfo });
}

export function deleteLogo() {
  return request('/api/account/logo', { method: 'DELETE' });
}
