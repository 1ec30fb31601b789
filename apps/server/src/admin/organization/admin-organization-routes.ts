import { adminOrganizationRoutes as contract } from '@app/core/api/routes/admin-organization-routes';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailTokenRepository } from '../../customers/account/email-token-repository';
import { emailTokenService } from '../../customers/account/email-token-service';
import { joinRequestRepository } from '../../customers/account/join-request-repository';
import { joinRequestService } from '../../customers/account/join-request-service';
import { roles } from '../../platform/access/roles';
import { authRepository } from '../../platform/auth/auth-repository';
import { requirePrincipal } from '../../platform/auth/guards';
import { usersRepository } from '../../customers/users/users-repository';
import { adminOrganizationRepository } from './admin-organization-repository';
import { adminOrganizationService } from './admin-organization-service';
import type { Database } from '../../platform/db/database';
import type { Config } from '../../platform/config/config';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuditLog } from '../../platform/audit/audit-log';

/** The console's organization screens: routes of packages/core/src/api/routes/admin-organization-routes.ts. */
export function adminOrganizationConsole(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    mailer: Mailer;
    log: { info(message: string): void; error(error: unknown, message: string): void };
    audit: AuditLog;
  },
) {
  const { db, config, mailer, log } = deps;
  const joinRequestRepo = joinRequestRepository(db);
  const users = usersRepository(db);
  const service = adminOrganizationService({
    repo: adminOrganizationRepository(db),
    joinRequests: joinRequestService({
      repo: joinRequestRepo,
      users,
      mailer,
      publicUrl: config.publicUrl,
      log,
    }),
    joinRequestRepo,
    tokens: emailTokenService(emailTokenRepository(db), config.publicUrl),
    sessions: authRepository(db),
    users,
    audit: deps.audit,
    mailer,
    log,
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preHandler = roles.platformAdmin;
  const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
  const missing = { 404: errorResponse };

  api.get(
    contract.searchOrganizations.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Organizations by name, institution (name or iid) or a user’s e-mail',
        querystring: contract.searchOrganizations.query,
        response: { 200: contract.searchOrganizations.response, ...refusals },
      },
    },
    async (request) => service.search(request.query.q),
  );

  api.get(
    contract.organization.path,
    {
      preHandler,
      schema: {
        tags,
        summary:
          'An organization: institution, products, subscriptions, users and requests to join',
        params: contract.organization.params,
        response: { 200: contract.organization.response, ...refusals, ...missing },
      },
    },
    async (request) => service.detail(request.params.organizationId),
  );

  api.put(
    contract.setProducts.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Set the products and tiers an organization holds (a complimentary grant)',
        params: contract.setProducts.params,
        body: contract.setProducts.body,
        response: { 200: contract.setProducts.response, ...refusals, ...missing },
      },
    },
    async (request) =>
      service.setProducts(requirePrincipal(request), request.params.organizationId, request.body),
  );

  api.post(
    contract.approveMembership.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Approve a request to join; the user is e-mailed',
        params: contract.approveMembership.params,
        body: contract.approveMembership.body,
        response: {
          200: contract.approveMembership.response,
          ...refusals,
          ...missing,
          409: errorResponse,
        },
      },
    },
    async (request) =>
      service.approve(requirePrincipal(request), request.params.userId, request.body.products),
  );

  api.post(
    contract.declineMembership.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Decline a request to join; the user is e-mailed',
        params: contract.declineMembership.params,
        response: {
          200: contract.declineMembership.response,
          ...refusals,
          ...missing,
          409: errorResponse,
        },
      },
    },
    async (request) => service.decline(requirePrincipal(request), request.params.userId),
  );

  api.post(
    contract.disableUser.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Disable a user: their sessions end and signing in is refused',
        params: contract.disableUser.params,
        body: contract.disableUser.body,
        response: { 200: contract.disableUser.response, ...refusals, ...missing },
      },
    },
    async (request) =>
      service.disable(requirePrincipal(request), request.params.userId, request.body.reason),
  );

  api.post(
    contract.enableUser.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Re-enable a disabled user',
        params: contract.enableUser.params,
        response: { 200: contract.enableUser.response, ...refusals, ...missing },
      },
    },
    async (request) => service.enable(requirePrincipal(request), request.params.userId),
  );

  api.post(
    contract.resendEmail.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Send a new verification or invitation link',
        params: contract.resendEmail.params,
        body: contract.resendEmail.body,
        response: {
          200: contract.resendEmail.response,
          ...refusals,
          ...missing,
          502: errorResponse,
        },
      },
    },
    async (request) =>
      service.resendEmail(requirePrincipal(request), request.params.userId, request.body),
  );

  api.put(
    contract.setAdministrator.path,
    {
      preHandler,
      schema: {
        tags,
        summary: "Make a member the organization's administrator (client-admin), or no longer one",
        params: contract.setAdministrator.params,
        body: contract.setAdministrator.body,
        response: {
          200: contract.setAdministrator.response,
          ...refusals,
          ...missing,
          409: errorResponse,
        },
      },
    },
    async (request) =>
      service.setAdministrator(
        requirePrincipal(request),
        request.params.userId,
        request.body.administrator,
      ),
  );

  api.post(
    contract.endSessions.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'End every session of a user (signed out everywhere)',
        params: contract.endSessions.params,
        response: { 200: contract.endSessions.response, ...refusals, ...missing },
      },
    },
    async (request) => service.endSessions(requirePrincipal(request), request.params.userId),
  );
}
