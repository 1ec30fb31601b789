import { metricRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeerStatistic } from '@app/core/analytics/peer-statistics';
import { apiQueryOptions } from '../api-query';

/**
 * Where a series' peer comes from, as the server's paths name it (spec 2 section 7:
 * /{iid|group|none}/{id}); members narrow a group to the peer selector's filter.
 */
export interface SeriesPeer {
  kind: 'iid' | 'group' | 'none';
  id: number;
  members: readonly number[] | null;
  /** A group's statistic (issue 28); absent: the mean. */
  statistic?: PeerStatistic;
  /** A group's percentile bands too. */
  bands?: boolean;
}

/** The members a request narrows its peer to: only a filtered group has any. */
export function filteredMembers(peer: SeriesPeer): readonly number[] | undefined {
  return peer.kind === 'group' && peer.members?.length ? peer.members : undefined;
}

/**
 * GET /api/{iid}/metric/{metricId}/{iid|group|none}/{id}: the institution's and the peer's
 * series. `from: 'nmd'` starts at the NMD start date (the regression screen's window).
 */
export function metricSeriesQueryOptions(
  iid: number,
  metricId: string,
  peer: SeriesPeer,
  from: 'all' | 'nmd' = 'all',
) {
  return queryOptions({
    ...apiQueryOptions(metricRoutes.series, {
      params: { iid, metricId, peerKind: peer.kind, peerId: peer.id },
      query: {
        dateKey: from === 'nmd' ? 'StartNmdReportDate' : undefined,
        members: filteredMembers(peer),
        // Only a group has a statistic; the mean and no bands are the defaults, left out of
        // the URL so that the answer cache keeps one entry for them.
        statistic:
          peer.kind === 'group' && peer.statistic && peer.statistic !== 'mean'
            ? peer.statistic
            : undefined,
        bands: peer.kind === 'group' && peer.bands ? true : undefined,
      },
    }),
    // spec 2 section 7: results are cached per key for the session.
    staleTime: Infinity,
  });
}

export function useMetricSeries(
  iid: number | null,
  metricId: string | null,
  peer: SeriesPeer,
  enabled = true,
  from?: 'all' | 'nmd',
) {
  return useQuery({
    ...metricSeriesQueryOptions(iid ?? 0, metricId ?? '', peer, from),
    enabled: enabled && iid !== null && metricId !== null && metricId !== '',
  });
}
