import { profileRoutes as profileContract } from '@app/core/api/routes/group-routes';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { contractRoute } from '../../platform/http/contract-route';
import type { ProfileService } from './profile-service';

/**
 * spec 2 section 7: the subject's profile, its history and a group's profiles; POST the four
 * searches. Also the profiles of listed iids: the figures of a distinct group's picks before it
 * is saved (not in the spec, which shows them; no other call gives them to a SINGLE user).
 */
export function profileRoutes(
  app: FastifyInstance,
  deps: { profiles: ProfileService; access: Access },
) {
  const policy = deps.access.groups;
  const tag = 'profiles';
  const { profiles } = deps;

  contractRoute(
    app,
    profileContract.profile,
    {
      access: policy.profiles,
      summary: 'The institution profile at its newest quarter',
      tag,
    },
    async ({ params }) => profiles.profile(params.iid),
  );

  contractRoute(
    app,
    profileContract.history,
    {
      access: policy.profiles,
      summary: 'The institution profile at each of its newest 41 quarters, newest first',
      tag,
    },
    async ({ params }) => profiles.profileHistory(params.iid),
  );

  // The picks of a group being made: the tier that makes groups. The iids are a query, not a
  // path segment: 100 iids are longer than a path parameter may be.
  contractRoute(
    app,
    profileContract.listed,
    {
      access: policy.searches,
      summary: 'Profiles of listed institutions of the same type at the newest quarter, by name',
      tag,
    },
    async ({ params, query }) => profiles.listedProfiles(params.iid, query.iids),
  );

  contractRoute(
    app,
    profileContract.group,
    {
      access: policy.groupProfiles,
      summary: "A peer group's member profiles at the newest quarter, by name",
      tag,
    },
    async ({ params }) => profiles.groupProfiles(params.iid, params.groupId),
  );

  contractRoute(
    app,
    profileContract.bankSimilar,
    {
      access: policy.searches,
      summary: 'Banks similar in total assets, loans and deposits (groups of 8 or more)',
      tag,
    },
    async ({ params, body }) => profiles.bankSimilar(params.iid, body),
  );

  contractRoute(
    app,
    profileContract.bankTargeted,
    {
      access: policy.searches,
      summary: 'Banks meeting every targeted criterion, by name',
      tag,
    },
    async ({ params, body }) => profiles.bankTargeted(params.iid, body),
  );

  contractRoute(
    app,
    profileContract.creditUnionSimilar,
    {
      access: policy.searches,
      summary: 'Credit unions similar in total assets, loans and shares (groups of 8 or more)',
      tag,
    },
    async ({ params, body }) => profiles.creditUnionSimilar(params.iid, body),
  );

  contractRoute(
    app,
    profileContract.creditUnionTargeted,
    {
      access: policy.searches,
      summary: 'Credit unions meeting every targeted criterion, by name',
      tag,
    },
    async ({ params, body }) => profiles.creditUnionTargeted(params.iid, body),
  );
}
