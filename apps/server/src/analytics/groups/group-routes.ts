import { groupRoutes as groupContract } from '@app/core/api/routes/group-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../platform/access/access-layer';
import { requirePrincipal } from '../../platform/auth/guards';
import type { Database } from '../../platform/db/database';
import { groupsRepository } from './groups-repository';
import { groupsService } from './groups-service';

/** spec 2 section 7: the peer-group calls under /api/{iid}, where {iid} is the subject. */
export function groupRoutes(app: FastifyInstance, deps: { db: Database; access: Access }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['groups'];
  const groups = groupsService(groupsRepository(deps.db));
  const policy = deps.access.groups;
  const listsAll = (request: Parameters<typeof requirePrincipal>[0]) =>
    deps.access.listsAllGroups(requirePrincipal(request));

  api.get(
    groupContract.groups.path,
    {
      preHandler: policy.list,
      schema: {
        tags,
        summary:
          "The subject's peer groups: National, its state and its asset band, then provider and the organization's custom groups (Peer Comparison Standard); Non-Maturity Deposits alone lists the three for its Peer Rank page",
        params: groupContract.groups.params,
        response: { 200: groupContract.groups.response },
      },
    },
    async (request) =>
      groups.list(request.params.iid, listsAll(request), requirePrincipal(request).organizationId),
  );

  api.get(
    groupContract.members.path,
    {
      preHandler: policy.members,
      schema: {
        tags,
        summary: "A group's institutions, by name, city, state (aggregate groups: newest quarter)",
        params: groupContract.members.params,
        response: { 200: groupContract.members.response },
      },
    },
    async (request) => groups.members(request.params.iid, request.params.groupId),
  );

  api.post(
    groupContract.create.path,
    {
      preHandler: policy.create,
      schema: {
        tags,
        summary: 'Create a custom peer group; answers all groups',
        params: groupContract.create.params,
        body: groupContract.create.body,
        response: { 201: groupContract.create.response },
      },
    },
    async (request, reply) => {
      const all = await groups.create(requirePrincipal(request), request.params.iid, request.body);
      return reply.status(201).send(all);
    },
  );

  api.put(
    groupContract.update.path,
    {
      preHandler: policy.editMany,
      schema: {
        tags,
        summary: 'Rename custom groups and add or remove their institutions, in one transaction',
        params: groupContract.update.params,
        body: groupContract.update.body,
        response: { 200: groupContract.update.response },
      },
    },
    async (request) => groups.update(request.params.iid, request.body),
  );

  api.delete(
    groupContract.remove.path,
    {
      preHandler: policy.edit,
      schema: {
        tags,
        summary: 'Delete a custom peer group',
        params: groupContract.remove.params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await groups.remove(request.params.groupId);
      return reply.status(204).send(null);
    },
  );
}
