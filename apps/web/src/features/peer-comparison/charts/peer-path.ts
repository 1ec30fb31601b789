import type { SeriesPeer } from '../../../api/metrics/get-metric-series';
import type { PeerChoice } from '../../../selection/peer-rules';
import type { PeerStatistic } from '../../../selection/peer-statistic';

const NO_PEER: SeriesPeer = { kind: 'none', id: 0, members: null };

/** The peer selector's choice as a path: an institution wins over its group (spec 2 section 3). */
export function toPeerPath(
  peer: PeerChoice | null,
  statistic: PeerStatistic = 'mean',
  bands = false,
): SeriesPeer {
  if (!peer) return NO_PEER;
  if (peer.institution) return { kind: 'iid', id: peer.institution.iid, members: null };
  // A filter that keeps every member is the whole group: the same answer, one cache entry.
  const filtered = peer.members !== null && peer.members.length < peer.group.institutionCount;
  return {
    kind: 'group',
    id: peer.group.groupId,
    members: filtered ? peer.members : null,
    ...(statistic === 'mean' ? {} : { statistic }),
    ...(bands ? { bands } : {}),
  };
}
