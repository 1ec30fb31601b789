import { elementSlices } from '@app/core/api/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../../api/http-client';

export type ElementSlices = z.infer<typeof elementSlices>;

/** The pie's default: top 5 and the rest as Other (spec 2 sections 2.10 and 9). */
const PIE_SLICE_COUNT = 5;

/**
 * GET /api/{iid}/element/slices/{elementId}?date=…&count=5: the institution's parts of an
 * element at a date, largest first, the first five and the rest summed as Other.
 */
export function getElementSlices(
  iid: number,
  elementId: string,
  date: string,
  signal?: AbortSignal,
): Promise<ElementSlices> {
  const query = new URLSearchParams({ date, sort: 'desc', count: String(PIE_SLICE_COUNT) });
  return request(`/api/${iid}/element/slices/${encodeURIComponent(elementId)}?${query}`, {
    schema: elementSlices,
    signal,
  });
}

export function getElementSlicesQueryOptions(iid: number, elementId: string, date: string) {
  return queryOptions({
    queryKey: ['element-slices', iid, elementId, date],
    queryFn: ({ signal }) => getElementSlices(iid, elementId, date, signal),
    staleTime: Infinity,
  });
}

export function useElementSlices(
  iid: number | null,
  elementId: string,
  date: string | null,
  enabled = true,
) {
  return useQuery({
    ...getElementSlicesQueryOptions(iid ?? 0, elementId, date ?? ''),
    enabled: enabled && iid !== null && elementId !== '' && date !== null,
  });
}
