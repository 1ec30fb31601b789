import type { DecayFrequency } from '@app/core/api/decay';
import { analysisRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';

export interface DecayRequest {
  startDate: string;
  endDate: string;
  truncate: boolean;
  covid: boolean;
  /** Own deposit data (issue 29): `own:<product>` or `own:all`; absent for the call report. */
  source?: string;
  /** With own data: the peer group whose median balance the chart draws beside it. */
  groupId?: number;
  members?: number[];
  /** With own data: 'monthly' analyses its months; quarterly (the default) when absent. */
  frequency?: DecayFrequency;
}

const NO_REQUEST: DecayRequest = { startDate: '', endDate: '', truncate: false, covid: false };

/**
 * GET /api/{iid}/decay/{metricId}: balances, stable balance, decay factors and key figures,
 * computed by the server (packages/core/src/analytics/decay.ts); the screen only draws them.
 * basic=true: this is the basic decay screen, where 25% growth is a significant event.
 */
export function useDecay(
  iid: number | null,
  metricId: string | null,
  options: DecayRequest | null,
  enabled: boolean,
) {
  const { startDate, endDate, truncate, covid, source, groupId, members, frequency } =
    options ?? NO_REQUEST;
  return useQuery(
    queryOptions({
      ...apiQueryOptions(analysisRoutes.decay, {
        params: { iid: iid ?? 0, metricId: metricId ?? '' },
        query: {
          startDate,
          endDate,
          truncate,
          covid,
          basic: true,
          ...(source ? { source } : {}),
          ...(groupId !== undefined ? { groupId } : {}),
          ...(members ? { members } : {}),
          ...(frequency === 'monthly' ? { frequency } : {}),
        },
      }),
      staleTime: 5 * 60_000,
      enabled: enabled && iid !== null && metricId !== null && options !== null,
    }),
  );
}
