import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@app/core/api/organization-admin';
import { organizationRoutes as organizationContract } from '@app/core/api/routes/organization-routes';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account administration'];
  const preHandler = roles.clientAdmin;
  const refusals = {
    400: errorResponse,
    401: errorResponse,
    403: errorResponse,
    404: errorResponse,
  };
  const service = deps.organizationAdmin;

  api.get(
    organizationContract.summary.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Your organization: name, products held, whether it has a logo',
        response: { 200: organizationContract.summary.response, ...refusals },
      },
    },
    async (request) => service.summary(requirePrincipal(request)),
  );

  api.get(
    organizationContract.users.path,
    {
      preHandler,
      schema: {
        tags,
        summary: "Your organization's users",
        response: { 200: organizationContract.users.response, ...refusals },
      },
    },
    async (request) => service.users(requirePrincipal(request)),
  );

  api.post(
    organizationContract.inviteUser.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Invite a user by name and e-mail, with their products; sends the invitation',
        body: organizationContract.inviteUser.body,
        response: {
          201: organizationContract.inviteUser.response,
          409: errorResponse,
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.invite(requirePrincipal(request), request.body)),
  );

  api.put(
    organizationContract.updateUser.path,
    {
      preHandler,
      schema: {
        tags,
        summary: "Change a user's names, products and administration right",
        params: organizationContract.updateUser.params,
        body: organizationContract.updateUser.body,
        response: { 200: organizationContract.updateUser.response, ...refusals },
      },
    },
    async (request) =>
      service.updateUser(requirePrincipal(request), request.params.userId, request.body),
  );

  api.delete(
    organizationContract.removeUser.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete a user of your organization',
        params: organizationContract.removeUser.params,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await service.deleteUser(requirePrincipal(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    organizationContract.logo.path,
    {
      preHandler,
      schema: {
        tags,
        summary: "About your organization's logo",
        response: { 200: organizationContract.logo.response, ...refusals },
      },
    },
    async (request) => service.logo(requirePrincipal(request).organizationId),
  );

  api.post(
    organizationContract.uploadLogo.path,
    {
      preHandler,
      bodyLimit: LOGO_BODY_LIMIT,
      // A body over the limit is stopped before validation; to the user it is a file too
      // large, so it gets the logo's own limit rather than the general body limit.
      errorHandler(error, request, reply) {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') {
          app.errorHandler(error, request, reply);
          return;
        }
        // Sending is the answer; the reply it returns is only a thenable for async handlers.
        void reply
          .status(400)
          .send({ statusCode: 400, error: 'Bad Request', message: LOGO_MESSAGES.tooLarge });
      },
      schema: {
        tags,
        summary: `Upload the logo (PNG, JPEG or SVG up to ${LOGO_MAX_BYTES / 1024} KB, base64); delete the old one first`,
        body: organizationContract.uploadLogo.body,
        response: {
          201: organizationContract.uploadLogo.response,
          409: errorResponse,
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addLogo(requirePrincipal(request).organizationId, request.body)),
  );

  api.delete(
    organizationContract.removeLogo.path,
    {
      preHandler,
      schema: {
        tags,
        summary: "Delete your organization's logo",
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await service.deleteLogo(requirePrincipal(request).organizationId);
      return reply.status(204).send(null);
    },
  );
}
