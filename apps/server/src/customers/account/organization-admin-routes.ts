import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@app/core/api/organization-admin';
import { organizationRoutes as contract } from '@app/core/api/routes/organization-routes';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import type { OrganizationAdminService } from './organization-admin-service';

/**
 * The upload's JSON body limit follows from the file limit, so the two cannot drift apart:
 * base64 makes every 3 bytes 4 characters, plus room for the file name and the JSON around it.
 */
const LOGO_BODY_LIMIT = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4 * 1024;

/** spec 1 section 2 (tour texts): client admins manage their own organization's users and logo. */
export function organizationAdminRoutes(
  app: FastifyInstance,
  deps: { organizationAdmin: OrganizationAdminService },
) {
  const options = {
    access: roles.clientAdmin,
    tag: 'account administration',
    errors: [400, 401, 403, 404],
  } as const;
  const withConflict = { ...options, errors: [409, ...options.errors] } as const;
  const service = deps.organizationAdmin;

  contractRoute(
    app,
    contract.summary,
    { ...options, summary: 'Your organization: name, products held, whether it has a logo' },
    async (_input, request) => service.summary(requirePrincipal(request)),
  );

  contractRoute(
    app,
    contract.users,
    { ...options, summary: "Your organization's users" },
    async (_input, request) => service.users(requirePrincipal(request)),
  );

  contractRoute(
    app,
    contract.inviteUser,
    {
      ...withConflict,
      summary: 'Invite a user by name and e-mail, with their products; sends the invitation',
    },
    async ({ body }, request) => service.invite(requirePrincipal(request), body),
  );

  contractRoute(
    app,
    contract.updateUser,
    { ...options, summary: "Change a user's names, products and administration right" },
    async ({ params, body }, request) =>
      service.updateUser(requirePrincipal(request), params.userId, body),
  );

  contractRoute(
    app,
    contract.removeUser,
    { ...options, summary: 'Delete a user of your organization' },
    async ({ params }, request) => {
      await service.deleteUser(requirePrincipal(request), params.userId);
    },
  );

  contractRoute(
    app,
    contract.logo,
    { ...options, summary: "About your organization's logo" },
    async (_input, request) => service.logo(requirePrincipal(request).organizationId),
  );

  contractRoute(
    app,
    contract.uploadLogo,
    {
      ...withConflict,
      summary: `Upload the logo (PNG, JPEG or SVG up to ${LOGO_MAX_BYTES / 1024} KB, base64); delete the old one first`,
      bodyLimit: LOGO_BODY_LIMIT,
      // To the user a body over the limit is a file too large: the logo's own limit.
      bodyTooLarge: LOGO_MESSAGES.tooLarge,
    },
    async ({ body }, request) => service.addLogo(requirePrincipal(request).organizationId, body),
  );

  contractRoute(
    app,
    contract.removeLogo,
    { ...options, summary: "Delete your organization's logo" },
    async (_input, request) => {
      await service.deleteLogo(requirePrincipal(request).organizationId);
    },
  );
}
