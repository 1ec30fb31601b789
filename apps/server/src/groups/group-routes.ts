import {
  createGroupPayload,
  groupMember,
  groupParams,
  groupSummary,
  groupUpdatePayload,
  groupUpdateResult,
  subjectParams,
} from '@app/core/api/groups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../access/access-layer';
import { requirePrincipal } from '../auth/guards';
import type { Database } from '../db/database';
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
    '/api/:iid/group',
    {
      preHandler: policy.list,
      schema: {
        tags,
        summary:
          "The subject's peer groups: National, its state and its asset band, then provider and the organization's custom groups (Standard plan)",
        params: subjectParams,
        response: { 200: z.array(groupSummary) },
      },
    },
    async (request) =>
      groups.list(request.params.iid, listsAll(request), requirePrincipal(request).organizationId),
  );

  api.get(
    '/api/:iid/group/:groupId/institutions',
    {
      preHandler: policy.members,
      schema: {
        tags,
        summary: "A group's institutions, by name, city, state (aggregate groups: newest quarter)",
        params: groupParams,
        response: { 200: z.array(groupMember) },
      },
    },
    async (request) => groups.members(request.params.iid, request.params.groupId),
  );

  api.post(
    '/api/:iid/group',
    {
      preHandler: policy.create,
      schema: {
        tags,
        summary: 'Create a custom peer group; answers all groups',
        params: subjectParams,
        body: createGroupPayload,
        response: { 201: z.array(groupSummary) },
      },
    },
    async (request, reply) => {
      const all = await groups.create(requirePrincipal(request), request.params.iid, request.body);
      return reply.status(201).send(all);
    },
  );

  api.put(
    '/api/:iid/group',
    {
      preHandler: policy.edit,
      schema: {
        tags,
        summary: 'Rename custom groups and add or remove their institutions, in one transaction',
        params: subjectParams,
        body: groupUpdatePayload,
        response: { 200: groupUpdateResult },
      },
    },
    async (request) => groups.update(request.params.iid, request.body),
  );

  api.delete(
    '/api/:iid/group/:groupId',
    {
      preHandler: policy.edit,
      schema: {
        tags,
        summary: 'Delete a custom peer group',
        params: groupParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await groups.remove(request.params.groupId);
      return reply.status(204).send(null);
    },
  );
}
