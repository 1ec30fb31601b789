import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth/guards';
import type { PeerSpec, Viewer } from './subject';

/** The OpenAPI tag of every analytics route. */
export const TAG = 'metrics';

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
