import { organizationRoutes as contract } from '@app/core/api/routes/organization-routes';
import type { FastifyInstance } from 'fastify';
import { requireAccountHolder, requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import type { JoinRequestService } from './join-request-service';

/** Issue 11: requests to join an organization, and the requester's own view of theirs. */
export function joinRequestRoutes(
  app: FastifyInstance,
  deps: { joinRequests: JoinRequestService },
) {
  const tag = 'account administration';
  const errors = [400, 401, 403, 404] as const;
  const access = roles.organizationAdmin;
  const { joinRequests } = deps;

  contractRoute(
    app,
    contract.membership,
    {
      access: roles.ownAccount,
      summary:
        'Your membership of your organization: active, or your request to join it (pending, declined, expired) and who decides it',
      tag: 'account',
      errors: [401],
    },
    async (_input, request) => joinRequests.membershipOf(requireAccountHolder(request)),
  );

  contractRoute(
    app,
    contract.joinRequests,
    {
      access,
      summary:
        'Open requests to join your organization (a platform admin: every organization), oldest first',
      tag,
      errors,
    },
    async (_input, request) => joinRequests.open(requirePrincipal(request)),
  );

  contractRoute(
    app,
    contract.approveJoinRequest,
    {
      access,
      summary:
        "Approve a request: the user becomes a member with the given products (default: all of the organization's)",
      tag,
      errors,
    },
    async ({ params, body }, request) => {
      await joinRequests.approve(requirePrincipal(request), params.userId, body.products);
    },
  );

  contractRoute(
    app,
    contract.declineJoinRequest,
    { access, summary: 'Decline a request: it ends and the user is told', tag, errors },
    async ({ params }, request) => {
      await joinRequests.decline(requirePrincipal(request), params.userId);
    },
  );
}
