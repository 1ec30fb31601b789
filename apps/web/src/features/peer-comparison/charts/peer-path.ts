import type { PeerChoice } from '../../../selection/peer-rules';

/**
 * Where a series' peer comes from, as the server's paths name it (spec 2 section 7:
 * /{iid|group|none}/{id}): one peer institution, a group average (optionally of a filtered
 * set of members), or no peer at all.
 */
export interface PeerPath {
  kind: 'iid' | 'group' | 'none';
  id: number;
  /** The members kept by the peer selector's filter; null for the whole group. */
  members: readonly number[] | null;
}

export const NO_PEER: PeerPath = { kind: 'none', id: 0, members: null };

/** The peer selector's choice as a path: an institution wins over its group (spec 2 section 3). */
export function toPeerPath(peer: PeerChoice | null): PeerPath {
  if (!peer) return NO_PEER;
  if (peer.institution) return { kind: 'iid', id: peer.institution.iid, members: null };
  // A filter that keeps every member is the whole group: the same answer, one cache entry.
  const filtered = peer.members !== null && peer.members.length < peer.group.institutionCount;
  return { kind: 'group', id: peer.group.groupId, members: filtered ? peer.members : null };
}

/** '/{kind}/{id}' plus '?members=…' when the group is filtered. */
export function peerPathSuffix(path: PeerPath): string {
  const members =
    path.kind === 'group' && path.members && path.members.length > 0
      ? `?members=${path.members.join(',')}`
      : '';
  return `/${path.kind}/${path.id}${members}`;
}

/** A stable query-key part: equal choices share a cache entry. */
export function peerPathKey(path: PeerPath): string {
  return `${path.kind}:${path.id}:${path.members ? [...path.members].sort((a, b) => a - b).join(',') : ''}`;
}
