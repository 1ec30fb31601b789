import { dateSet } from '@app/core/api/dates';
import type { ProductCode } from '@app/core/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

const dateSets = z.array(dateSet);

/**
 * The report dates of a product, per institution type (spec 2 section 7: GET /api/date; the
 * deposit pages use /api/date/nmd, the window the administrator sets).
 */
export function reportDatesQueryOptions(productCode: ProductCode) {
  const path = productCode === 'non-maturity-deposits' ? '/api/date/nmd' : '/api/date';
  return queryOptions({
    queryKey: ['report-dates', path],
    queryFn: ({ signal }) => request(path, { schema: dateSets, signal }),
    // New quarters arrive with a data load, not while a page is open.
    staleTime: 30 * 60_000,
  });
}

export function useReportDates(productCode: ProductCode) {
  return useQuery(reportDatesQueryOptions(productCode));
}
