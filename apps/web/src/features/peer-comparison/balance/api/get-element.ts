import { analysisRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';
import { filteredMembers, type SeriesPeer } from '../../../../api/metrics/get-metric-series';

/**
 * GET /api/{iid}/element/{elementId}/{iid|group|none}/{id}: one data table per row of the
 * element (spec 2 section 3, Chart data), columns reportDate, the institution, the peer. The
 * institution's and the peer's charts of an element share one answer (same key).
 */
export function useElement(
  iid: number | null,
  elementId: string,
  peer: SeriesPeer,
  enabled = true,
) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(analysisRoutes.element, {
        params: { iid: iid ?? 0, elementId, peerKind: peer.kind, peerId: peer.id },
        query: {
          members: filteredMembers(peer),
          statistic: peer.kind === 'group' ? peer.statistic : undefined,
        },
      }),
      staleTime: Infinity,
      enabled: enabled && iid !== null && elementId !== '',
    }),
  );
}
