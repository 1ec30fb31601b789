import { iidList } from '@app/core/api/metrics';
import { idParam } from '@app/core/api/input';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../auth/guards';
import type { PeerSpec, Viewer } from './subject';

/** The OpenAPI tag of every analytics route. */
export const tags = ['metrics'];

/** Path and query pieces the analytics routes share. */
export const iid = idParam;
export const groupId = idParam;
export const metricId = z.string().regex(/^[A-Za-z0-9_]{2,40}$/, 'must be a metric id');
/** The peer selector's member filter of a list group. */
export const selectedQuery = z.object({ members: iidList.optional() });

/** Peer selector: at most 3 institutions (spec 1 section 9). */
export const MAX_PEER_INSTITUTIONS = 3;

export const viewerOf = (request: FastifyRequest): Viewer => ({
  organizationId: requirePrincipal(request).organizationId,
});

/** The peer a route names: none, an institution, or a group narrowed to `members`. */
export const peerSpecOf = (
  kind: 'none' | 'iid' | 'group',
  id: number,
  members?: readonly number[],
): PeerSpec =>
  kind === 'none'
    ? { kind: 'none' }
    : kind === 'iid'
      ? { kind: 'iid', iid: id }
      : { kind: 'group', groupId: id, selected: members };
