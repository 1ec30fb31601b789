import { analysisRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeerStatistic } from '@app/core/analytics/peer-statistics';
import { apiQueryOptions } from '../api-query';

/** The peer of a KPI call: a group (optionally filtered) or one institution; none: no peer. */
export type KpiPeer =
  | {
      kind: 'group';
      groupId: number;
      members: readonly number[] | null;
      /** The statistic of the group's figure (issue 28); absent: the mean. */
      statistic?: PeerStatistic;
    }
  | { kind: 'iid'; iid: number };

export interface KpiParams {
  iid: number;
  metricIds: readonly string[];
  peer?: KpiPeer;
  /** The page's end date; without it, the institution's latest quarter. */
  date?: string;
}

const peerQuery = (peer: KpiPeer | undefined) => {
  if (!peer) return {};
  if (peer.kind === 'iid') return { peer: `iid:${peer.iid}` };
  const members = peer.members && peer.members.length > 0 ? peer.members : undefined;
  const statistic = peer.statistic && peer.statistic !== 'mean' ? peer.statistic : undefined;
  return { peer: `group:${peer.groupId}`, members, statistic };
};

/**
 * spec 2 section 7: KPI metric data for an institution with comma-separated metric ids and a
 * peer; the peer value is the average across the group's members (section 2.10) at the date.
 */
export function kpisQueryOptions({ iid, metricIds, peer, date }: KpiParams) {
  return apiQueryOptions(analysisRoutes.kpis, {
    params: { iid, metricIds: metricIds.join(',') },
    query: { date, ...peerQuery(peer) },
  });
}

/**
 * No placeholder data: spec 2 section 4 has performance and KPI values reset to empty on each
 * input change, so a new peer or date shows no figures until its own answer arrives.
 */
export function useKpis(params: KpiParams | null) {
  return useQuery(
    queryOptions({
      ...kpisQueryOptions(params ?? { iid: 0, metricIds: [] }),
      enabled: params !== null && params.metricIds.length > 0,
    }),
  );
}
