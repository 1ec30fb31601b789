import { groupParams, MAX_GROUP_MEMBERS, subjectParams } from '@app/core/api/groups';
import { iidList } from '@app/core/api/metrics';
import {
  bankSimilarRequest,
  bankTargetedRequest,
  creditUnionSimilarRequest,
  creditUnionTargetedRequest,
  institutionProfile,
  peerSearchResponse,
} from '@app/core/api/profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../access/access-layer';
import type { ProfileService } from './profile-service';

/**
 * spec 2 section 7: GET /api/{iid}/profile, /all, /{groupId}; POST the four searches. Also
 * GET /api/{iid}/profile/institutions?iids=…: the figures of a distinct group's picks before it is
 * saved (not in the spec, which shows them; no other call gives them to a SINGLE user).
 */
export function profileRoutes(
  app: FastifyInstance,
  deps: { profiles: ProfileService; access: Access },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const policy = deps.access.groups;
  const tags = ['profiles'];
  const { profiles } = deps;

  api.get(
    '/api/:iid/profile',
    {
      preHandler: policy.profiles,
      schema: {
        tags,
        summary: 'The institution profile at its newest quarter',
        params: subjectParams,
        response: { 200: institutionProfile },
      },
    },
    async (request) => profiles.profile(request.params.iid),
  );

  api.get(
    '/api/:iid/profile/all',
    {
      preHandler: policy.profiles,
      schema: {
        tags,
        summary: 'The institution profile at each of its newest 41 quarters, newest first',
        params: subjectParams,
        response: { 200: z.array(institutionProfile) },
      },
    },
    async (request) => profiles.profileHistory(request.params.iid),
  );

  api.get(
    '/api/:iid/profile/institutions',
    {
      // The picks of a group being made: the tier that makes groups.
      preHandler: policy.searches,
      schema: {
        tags,
        summary: 'Profiles of listed institutions of the same type at the newest quarter, by name',
        params: subjectParams,
        // A query, not a path segment: 100 iids are longer than a path parameter may be.
        querystring: z.object({
          iids: iidList.refine((iids) => iids.length <= MAX_GROUP_MEMBERS, {
            message: `must list at most ${MAX_GROUP_MEMBERS} iids`,
          }),
        }),
        response: { 200: z.array(institutionProfile) },
      },
    },
    async (request) => profiles.listedProfiles(request.params.iid, request.query.iids),
  );

  api.get(
    '/api/:iid/profile/:groupId',
    {
      preHandler: policy.groupProfiles,
      schema: {
        tags,
        summary: "A peer group's member profiles at the newest quarter, by name",
        params: groupParams,
        response: { 200: z.array(institutionProfile) },
      },
    },
    async (request) => profiles.groupProfiles(request.params.iid, request.params.groupId),
  );

  api.post(
    '/api/:iid/profile/ffiec/similar',
    {
      preHandler: policy.searches,
      schema: {
        tags,
        summary: 'Banks similar in total assets, loans and deposits (groups of 8 or more)',
        params: subjectParams,
        body: bankSimilarRequest,
        response: { 200: peerSearchResponse },
      },
    },
    async (request) => profiles.bankSimilar(request.params.iid, request.body),
  );

  api.post(
    '/api/:iid/profile/ffiec/targeted',
    {
      preHandler: policy.searches,
      schema: {
        tags,
        summary: 'Banks meeting every targeted criterion, by name',
        params: subjectParams,
        body: bankTargetedRequest,
        response: { 200: peerSearchResponse },
      },
    },
    async (request) => profiles.bankTargeted(request.params.iid, request.body),
  );

  api.post(
    '/api/:iid/profile/ncua/similar',
    {
      preHandler: policy.searches,
      schema: {
        tags,
        summary: 'Credit unions similar in total assets, loans and shares (groups of 8 or more)',
        params: subjectParams,
        body: creditUnionSimilarRequest,
        response: { 200: peerSearchResponse },
      },
    },
    async (request) => profiles.creditUnionSimilar(request.params.iid, request.body),
  );

  api.post(
    '/api/:iid/profile/ncua/targeted',
    {
      preHandler: policy.searches,
      schema: {
        tags,
        summary: 'Credit unions meeting every targeted criterion, by name',
        params: subjectParams,
        body: creditUnionTargetedRequest,
        response: { 200: peerSearchResponse },
      },
    },
    async (request) => profiles.creditUnionTargeted(request.params.iid, request.body),
  );
}
