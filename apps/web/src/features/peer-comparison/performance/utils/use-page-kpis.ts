import type { PeerChoice } from '../../../../selection/peer-rules';
import type { PeerStatistic } from '../../../../selection/peer-statistic';
import { useKpis, type KpiPeer } from '../../../../api/metrics/get-kpis';
import { usePageContext } from '../../../../product/renderer/page-context';

/** The peer selector's choice as a KPI peer: one institution when chosen, else the group. */
function kpiPeerOf(peer: PeerChoice, statistic: PeerStatistic): KpiPeer {
  return peer.institution
    ? { kind: 'iid', iid: peer.institution.iid }
    : { kind: 'group', groupId: peer.group.groupId, members: peer.members, statistic };
}

/**
 * The page's KPI values of these metrics at its end date, against the chosen peer; nothing is
 * asked while the page is paywalled or the institution, peer or date is not known yet.
 */
export function usePageKpis(metricIds: string[]) {
  const { institution, peer, peerStatistic, dateRange, paywalled } = usePageContext();
  const date = dateRange?.endDate ?? null;
  return useKpis(
    institution && peer && date && !paywalled
      ? { iid: institution.iid, metricIds, peer: kpiPeerOf(peer, peerStatistic ?? 'mean'), date }
      : null,
  );
}
