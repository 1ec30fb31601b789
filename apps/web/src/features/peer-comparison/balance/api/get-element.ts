import { chartData, type ChartData } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../api/http-client';
import { peerPathKey, peerPathSuffix, type PeerPath } from '../../charts/peer-path';

const chartDataList = z.array(chartData);

/**
 * GET /api/{iid}/element/{elementId}/{iid|group|none}/{id}: one data table per row of the
 * element (spec 2 section 3, Chart data), columns reportDate, the institution, the peer.
 */
export function getElement(
  iid: number,
  elementId: string,
  peer: PeerPath,
  signal?: AbortSignal,
): Promise<ChartData[]> {
  return request(`/api/${iid}/element/${encodeURIComponent(elementId)}${peerPathSuffix(peer)}`, {
    schema: chartDataList,
    signal,
  });
}

export function getElementQueryOptions(iid: number, elementId: string, peer: PeerPath) {
  return queryOptions({
    // The institution's and the peer's charts of an element share one answer (same key).
    queryKey: ['element', iid, elementId, peerPathKey(peer)],
    queryFn: ({ signal }) => getElement(iid, elementId, peer, signal),
    staleTime: Infinity,
  });
}

export function useElement(iid: number | null, elementId: string, peer: PeerPath, enabled = true) {
  return useQuery({
    ...getElementQueryOptions(iid ?? 0, elementId, peer),
    enabled: enabled && iid !== null && elementId !== '',
  });
}
