import { profileRoutes as profileContract } from '@app/core/api/routes/group-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../../platform/access/access-layer';
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
    profileContract.profile.path,
    {
      preHandler: policy.profiles,
      schema: {
        tags,
        summary: 'The institution profile at its newest quarter',
        params: profileContract.profile.params,
        response: { 200: profileContract.profile.response },
      },
    },
    async (request) => profiles.profile(request.params.iid),
  );

  api.get(
    profileContract.history.path,
    {
      preHandler: policy.profiles,
      schema: {
        tags,
        summary: 'The institution profile at each of its newest 41 quarters, newest first',
        params: profileContract.history.params,
        response: { 200: profileContract.history.response },
      },
    },
    async (request) => profiles.profileHistory(request.params.iid),
  );

  api.get(
    profileContract.listed.path,
    {
      // The picks of a group being made: the tier that makes groups.
      preHandler: policy.searches,
      schema: {
        tags,
        summary: 'Profiles of listed institutions of the same type at the newest quarter, by name',
        params: profileContract.listed.params,
        // A query, not a path segment: 100 iids are longer than a path parameter may be.
        querystring: profileContract.listed.query,
        response: { 200: profileContract.listed.response },
      },
    },
    async (request) => profiles.listedProfiles(request.params.iid, request.query.iids),
  );

  api.get(
    profileContract.group.path,
    {
      preHandler: policy.groupProfiles,
      schema: {
        tags,
        summary: "A peer group's member profiles at the newest quarter, by name",
        params: profileContract.group.params,
        response: { 200: profileContract.group.response },
      },
    },
    async (request) => profiles.groupProfiles(request.params.iid, request.params.groupId),
  );

  api.post(
    profileContract.bankSimilar.path,
    {
      preHandler: policy.searches,
      schema: {
        tags,
        summary: 'Banks similar in total assets, loans and deposits (groups of 8 or more)',
        params: profileContract.bankSimilar.params,
        body: profileContract.bankSimilar.body,
        response: { 200: profileContract.bankSimilar.response },
      },
    },
    async (request) => profiles.bankSimilar(request.params.iid, request.body),
  );

  api.post(
    profileContract.bankTargeted.path,
    {
      preHandler: policy.searches,
      schema: {
        tags,
        summary: 'Banks meeting every targeted criterion, by name',
        params: profileContract.bankTargeted.params,
        body: profileContract.bankTargeted.body,
        response: { 200: profileContract.bankTargeted.response },
      },
    },
    async (request) => profiles.bankTargeted(request.params.iid, request.body),
  );

  api.post(
    profileContract.creditUnionSimilar.path,
    {
      preHandler: policy.searches,
      schema: {
        tags,
        summary: 'Credit unions similar in total assets, loans and shares (groups of 8 or more)',
        params: profileContract.creditUnionSimilar.params,
        body: profileContract.creditUnionSimilar.body,
        response: { 200: profileContract.creditUnionSimilar.response },
      },
    },
    async (request) => profiles.creditUnionSimilar(request.params.iid, request.body),
  );

  api.post(
    profileContract.creditUnionTargeted.path,
    {
      preHandler: policy.searches,
      schema: {
        tags,
        summary: 'Credit unions meeting every targeted criterion, by name',
        params: profileContract.creditUnionTargeted.params,
        body: profileContract.creditUnionTargeted.body,
        response: { 200: profileContract.creditUnionTargeted.response },
      },
    },
    async (request) => profiles.creditUnionTargeted(request.params.iid, request.body),
  );
}
