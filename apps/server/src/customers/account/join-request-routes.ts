import { organizationRoutes as organizationContract } from '@app/core/api/routes/organization-routes';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccountHolder, requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import type { JoinRequestService } from './join-request-service';

/** Issue 11: requests to join an organization, and the requester's own view of theirs. */
export function joinRequestRoutes(
  app: FastifyInstance,
  deps: { joinRequests: JoinRequestService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account administration'];
  const refusals = {
    400: errorResponse,
    401: errorResponse,
    403: errorResponse,
    404: errorResponse,
  };
  const { joinRequests } = deps;

  api.get(
    organizationContract.membership.path,
    {
      preHandler: roles.ownAccount,
      schema: {
        tags: ['account'],
        summary:
          'Your membership of your organization: active, or your request to join it (pending, declined, expired) and who decides it',
        response: { 200: organizationContract.membership.response, 401: errorResponse },
      },
    },
    async (request) => joinRequests.membershipOf(requireAccountHolder(request)),
  );

  api.get(
    organizationContract.joinRequests.path,
    {
      preHandler: roles.organizationAdmin,
      schema: {
        tags,
        summary:
          'Open requests to join your organization (a platform admin: every organization), oldest first',
        response: { 200: organizationContract.joinRequests.response, ...refusals },
      },
    },
    async (request) => joinRequests.open(requirePrincipal(request)),
  );

  api.post(
    organizationContract.approveJoinRequest.path,
    {
      preHandler: roles.organizationAdmin,
      schema: {
        tags,
        summary:
          "Approve a request: the user becomes a member with the given products (default: all of the organization's)",
        params: organizationContract.approveJoinRequest.params,
        body: organizationContract.approveJoinRequest.body,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await joinRequests.approve(
        requirePrincipal(request),
        request.params.userId,
        request.body.products,
      );
      return reply.status(204).send(null);
    },
  );

  api.post(
    organizationContract.declineJoinRequest.path,
    {
      preHandler: roles.organizationAdmin,
      schema: {
        tags,
        summary: 'Decline a request: it ends and the user is told',
        params: organizationContract.declineJoinRequest.params,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await joinRequests.decline(requirePrincipal(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
