import { groupRoutes as groupContract } from '@app/core/api/routes/group-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { requirePrincipal } from '../../platform/auth/guards';
import { contractRoute } from '../../platform/http/contract-route';
import type { GroupsService } from './groups-service';

/** spec 2 section 7: the peer-group calls of a subject institution. */
export function groupRoutes(app: FastifyInstance, deps: { groups: GroupsService; access: Access }) {
  const tag = 'groups';
  const { groups } = deps;
  const policy = deps.access.groups;
  const listsAll = (request: FastifyRequest) =>
    deps.access.listsAllGroups(requirePrincipal(request));

  contractRoute(
    app,
    groupContract.groups,
    {
      access: policy.list,
      summary:
        "The subject's peer groups: National, its state and its asset band, then provider and the organization's custom groups (Peer Comparison Standard); Non-Maturity Deposits alone lists the three for its Peer Rank page",
      tag,
    },
    async ({ params }, request) =>
      groups.list(params.iid, listsAll(request), requirePrincipal(request).organizationId),
  );

  contractRoute(
    app,
    groupContract.members,
    {
      access: policy.members,
      summary:
        "A group's institutions that filed for the quarter shown (the newest, or a closed subject's last), by name, city, state",
      tag,
    },
    async ({ params }) => groups.members(params.iid, params.groupId),
  );

  contractRoute(
    app,
    groupContract.create,
    { access: policy.create, summary: 'Create a custom peer group; answers all groups', tag },
    async ({ params, body }, request) => groups.create(requirePrincipal(request), params.iid, body),
  );

  contractRoute(
    app,
    groupContract.update,
    {
      access: policy.editMany,
      summary: 'Rename custom groups and add or remove their institutions, in one transaction',
      tag,
    },
    async ({ params, body }) => groups.update(params.iid, body),
  );

  contractRoute(
    app,
    groupContract.remove,
    { access: policy.edit, summary: 'Delete a custom peer group', tag },
    async ({ params }) => {
      await groups.remove(params.groupId);
    },
  );
}
