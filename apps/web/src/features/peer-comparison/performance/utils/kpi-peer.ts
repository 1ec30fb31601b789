import type { PeerChoice } from '../../../../selection/peer-rules';
import type { KpiPeer } from '../../../../api/metrics/get-kpis';

/** The peer selector's choice as a KPI peer: one institution when chosen, else the group. */
export function kpiPeerOf(peer: PeerChoice): KpiPeer {
  return peer.institution
    ? { kind: 'iid', iid: peer.institution.iid }
    : { kind: 'group', groupId: peer.group.groupId, members: peer.members };
}
