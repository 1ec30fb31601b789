import { z } from 'zod';
import {
  createGroupPayload,
  groupMember,
  groupParams,
  groupSummary,
  groupUpdatePayload,
  groupUpdateResult,
  MAX_GROUP_MEMBERS,
  subjectParams,
} from '../groups';
import { iidList } from '../metrics';
import {
  bankSimilarRequest,
  bankTargetedRequest,
  creditUnionSimilarRequest,
  creditUnionTargetedRequest,
  institutionProfile,
  peerSearchResponse,
} from '../profiles';
import { apiRoute } from './api-route';

/** Peer groups of a subject institution, and the profiles their screens compare. */
export const groupRoutes = {
  groups: apiRoute({
    method: 'GET',
    path: '/api/:iid/group',
    params: subjectParams,
    response: z.array(groupSummary),
  }),
  members: apiRoute({
    method: 'GET',
    path: '/api/:iid/group/:groupId/institutions',
    params: groupParams,
    response: z.array(groupMember),
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/:iid/group',
    params: subjectParams,
    body: createGroupPayload,
    response: z.array(groupSummary),
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/:iid/group',
    params: subjectParams,
    body: groupUpdatePayload,
    response: groupUpdateResult,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/:iid/group/:groupId',
    params: groupParams,
  }),
} as const;

const searchRoute = <const P extends string, B extends z.ZodType>(path: P, body: B) =>
  apiRoute({ method: 'POST', path, params: subjectParams, body, response: peerSearchResponse });

export const profileRoutes = {
  profile: apiRoute({
    method: 'GET',
    path: '/api/:iid/profile',
    params: subjectParams,
    response: institutionProfile,
  }),
  history: apiRoute({
    method: 'GET',
    path: '/api/:iid/profile/all',
    params: subjectParams,
    response: z.array(institutionProfile),
  }),
  /** The figures of a distinct group's picks before it is saved. */
  listed: apiRoute({
    method: 'GET',
    path: '/api/:iid/profile/institutions',
    params: subjectParams,
    query: z.object({
      iids: iidList.refine((iids) => iids.length <= MAX_GROUP_MEMBERS, {
        message: `must list at most ${MAX_GROUP_MEMBERS} iids`,
      }),
    }),
    response: z.array(institutionProfile),
  }),
  group: apiRoute({
    method: 'GET',
    path: '/api/:iid/profile/:groupId',
    params: groupParams,
    response: z.array(institutionProfile),
  }),
  bankSimilar: searchRoute('/api/:iid/profile/ffiec/similar', bankSimilarRequest),
  bankTargeted: searchRoute('/api/:iid/profile/ffiec/targeted', bankTargetedRequest),
  creditUnionSimilar: searchRoute('/api/:iid/profile/ncua/similar', creditUnionSimilarRequest),
  creditUnionTargeted: searchRoute('/api/:iid/profile/ncua/targeted', creditUnionTargetedRequest),
} as const;
