import { adminOrganizationRoutes as contract } from '@app/core/api/routes/admin-organization-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { contractRoute } from '../../platform/http/contract-route';
import type { AdminOrganizationService } from './admin-organization-service';

/** The console's organization screens: routes of packages/core/src/api/routes/admin-organization-routes.ts. */
export function adminOrganizationConsole(
  app: FastifyInstance,
  deps: { organizations: AdminOrganizationService },
) {
  const service = deps.organizations;
  const options = { access: roles.platformAdmin, tag: 'admin' };
  const refusals = [400, 401, 403] as const;
  const missing = [...refusals, 404] as const;
  const conflicting = [...missing, 409] as const;

  contractRoute(
    app,
    contract.searchOrganizations,
    {
      ...options,
      summary: 'Organizations by name, institution (name or iid) or a user’s e-mail',
      errors: refusals,
    },
    async ({ query }) => service.search(query.q),
  );

  contractRoute(
    app,
    contract.organization,
    {
      ...options,
      summary: 'An organization: institution, products, subscriptions, users and requests to join',
      errors: missing,
    },
    async ({ params }) => service.detail(params.organizationId),
  );

  contractRoute(
    app,
    contract.setProducts,
    {
      ...options,
      summary: 'Set the products and tiers an organization holds (a complimentary grant)',
      errors: missing,
    },
    async ({ params, body }, request) =>
      service.setProducts(requirePrincipal(request), params.organizationId, body),
  );

  contractRoute(
    app,
    contract.approveMembership,
    { ...options, summary: 'Approve a request to join; the user is e-mailed', errors: conflicting },
    async ({ params, body }, request) =>
      service.approve(requirePrincipal(request), params.userId, body.products),
  );

  contractRoute(
    app,
    contract.declineMembership,
    { ...options, summary: 'Decline a request to join; the user is e-mailed', errors: conflicting },
    async ({ params }, request) => service.decline(requirePrincipal(request), params.userId),
  );

  contractRoute(
    app,
    contract.disableUser,
    {
      ...options,
      summary: 'Disable a user: their sessions end and signing in is refused',
      errors: missing,
    },
    async ({ params, body }, request) =>
      service.disable(requirePrincipal(request), params.userId, body.reason),
  );

  contractRoute(
    app,
    contract.enableUser,
    { ...options, summary: 'Re-enable a disabled user', errors: missing },
    async ({ params }, request) => service.enable(requirePrincipal(request), params.userId),
  );

  contractRoute(
    app,
    contract.resendEmail,
    {
      ...options,
      summary: 'Send a new verification or invitation link',
      errors: [...missing, 502],
    },
    async ({ params, body }, request) =>
      service.resendEmail(requirePrincipal(request), params.userId, body),
  );

  contractRoute(
    app,
    contract.setAdministrator,
    {
      ...options,
      summary: "Make a member the organization's administrator (client-admin), or no longer one",
      errors: conflicting,
    },
    async ({ params, body }, request) =>
      service.setAdministrator(requirePrincipal(request), params.userId, body.administrator),
  );

  contractRoute(
    app,
    contract.endSessions,
    {
      ...options,
      summary: 'End every session of a user (signed out everywhere)',
      errors: missing,
    },
    async ({ params }, request) => service.endSessions(requirePrincipal(request), params.userId),
  );
}
