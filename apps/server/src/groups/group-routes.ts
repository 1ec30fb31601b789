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
import { requirePrincipal } from '../auth/guards';
import type { Database } from '../db/database';
import { subjectPolicy } from '../institutions/subject-policy';
import { groupPolicy } from './group-policy';
import { groupsRepository } from './groups-repository';
import { groupsService } from './groups-service';

/** spec 2 section 7: the peer-group calls under /api/{iid}, where {iid} is the subject. */
export function groupRoutes(app: FastifyInstance, deps: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['groups'];
  const groups = groupsService(groupsRepository(deps.db));
  const policy = groupPolicy(subjectPolicy(deps.db));

  api.get(
    '/api/:iid/group',
    {
      preHandler: policy.read,
      schema: {
        tags,
        summary:
          "The subject's peer groups: National, its state and its asset band, then provider and the organization's custom groups (Standard plan)",
        params: subjectParams,
        response: { 200: z.array(groupSummary) },
      },
    },
    async (request) => groups.list(requirePrincipal(request), request.params.iid),
  );

  api.get(
    '/api/:iid/group/:groupId/institutions',
    {
      preHandler: policy.read,
      schema: {
        tags,
        summary: "A group's institutions, by name, city, state (aggregate groups: newest quarter)",
        params: groupParams,
        response: { 200: z.array(groupMember) },
      },
    },
    async (request) =>
      groups.members(requirePrincipal(request), request.params.iid, request.params.groupId),
  );

  api.post(
    '/api/:iid/group',
    {
      preHandler: policy.write,
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
      preHandler: policy.write,
      schema: {
        tags,
        summary: 'Rename custom groups and add or remove their institutions, in one transaction',
        params: subjectParams,
        body: groupUpdatePayload,
        response: { 200: groupUpdateResult },
      },
    },
    async (request) => groups.update(requirePrincipal(request), request.params.iid, request.body),
  );

  api.delete(
    '/api/:iid/group/:groupId',
    {
      preHandler: policy.write,
      schema: {
        tags,
        summary: 'Delete a custom peer group',
        params: groupParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await groups.remove(requirePrincipal(request), request.params.iid, request.params.groupId);
      return reply.status(204).send(null);
    },
  );
}
