import { analysisRoutes } from '@app/core/api/routes/metric-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';

/** The pie's default: top 5 and the rest as Other (spec 2 sections 2.10 and 9). */
const PIE_SLICE_COUNT = 5;

/**
 * GET /api/{iid}/element/slices/{elementId}?date=…&count=5: the institution's parts of an
 * element at a date, largest first, the first five and the rest summed as Other.
 */
export function useElementSlices(
  iid: number | null,
  elementId: string,
  date: string | null,
  enabled = true,
) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(analysisRoutes.elementSlices, {
        params: { iid: iid ?? 0, elementId },
        query: { date: date ?? '', sort: 'desc', count: PIE_SLICE_COUNT },
      }),
      staleTime: Infinity,
      enabled: enabled && iid !== null && elementId !== '' && date !== null,
    }),
  );
}
