import { metricSeries, type MetricSeries } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../api/http-client';
import { peerPathKey, peerPathSuffix, type PeerPath } from '../peer-path';

/** GET /api/{iid}/metric/{metricId}/{iid|group|none}/{id}: the institution's and the peer's series. */
export function getMetricSeries(
  iid: number,
  metricId: string,
  peer: PeerPath,
  signal?: AbortSignal,
): Promise<MetricSeries> {
  return request(`/api/${iid}/metric/${encodeURIComponent(metricId)}${peerPathSuffix(peer)}`, {
    schema: metricSeries,
    signal,
  });
}

export function getMetricSeriesQueryOptions(iid: number, metricId: string, peer: PeerPath) {
  return queryOptions({
    queryKey: ['metric-series', iid, metricId, peerPathKey(peer)],
    queryFn: ({ signal }) => getMetricSeries(iid, metricId, peer, signal),
    // spec 2 section 7: results are cached per key for the session.
    staleTime: Infinity,
  });
}

export function useMetricSeries(
  iid: number | null,
  metricId: string,
  peer: PeerPath,
  enabled = true,
) {
  return useQuery({
    ...getMetricSeriesQueryOptions(iid ?? 0, metricId, peer),
    enabled: enabled && iid !== null && metricId !== '',
  });
}
