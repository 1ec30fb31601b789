import { kpiValue } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../api/http-client';

export type KpiValue = z.infer<typeof kpiValue>;

/** The peer of a KPI call: a group (optionally filtered) or one institution. */
export type KpiPeer =
  | { kind: 'group'; groupId: number; members: readonly number[] | null }
  | { kind: 'iid'; iid: number };

export interface KpiValuesParams {
  iid: number;
  metricIds: readonly string[];
  peer: KpiPeer;
  /** The page's end date. */
  date: string;
}

/** The address of a KPI call, with the peer and the date as query parameters. */
export function kpiValuesPath({ iid, metricIds, peer, date }: KpiValuesParams): string {
  // Dates, ids and peers are digits, letters, '-', ':' and ',' only: nothing to escape.
  const parts = [`date=${date}`];
  if (peer.kind === 'iid') parts.push(`peer=iid:${peer.iid}`);
  else {
    parts.push(`peer=group:${peer.groupId}`);
    if (peer.members && peer.members.length > 0) parts.push(`members=${peer.members.join(',')}`);
  }
  return `/api/${iid}/kpi/${metricIds.join(',')}?${parts.join('&')}`;
}

/**
 * spec 2 section 7: KPI metric data for an institution with comma-separated metric ids and a
 * peer; the peer value is the average across the group's members (section 2.10) at the date.
 */
export function getKpiValues(params: KpiValuesParams, signal?: AbortSignal): Promise<KpiValue[]> {
  return request(kpiValuesPath(params), { schema: z.array(kpiValue), signal });
}

export function getKpiValuesQueryOptions(params: KpiValuesParams) {
  return queryOptions({
    queryKey: ['kpi-values', kpiValuesPath(params)],
    queryFn: ({ signal }) => getKpiValues(params, signal),
  });
}

/**
 * No placeholder data: spec 2 section 4 has performance and KPI values reset to empty on each
 * input change, so a new peer or date shows no figures until its own answer arrives.
 */
export function useKpiValues(params: KpiValuesParams | null) {
  return useQuery({
    ...getKpiValuesQueryOptions(
      params ?? { iid: 0, metricIds: [], peer: { kind: 'iid', iid: 0 }, date: '' },
    ),
    enabled: params !== null && params.metricIds.length > 0,
  });
}
