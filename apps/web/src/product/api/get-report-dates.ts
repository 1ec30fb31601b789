import { dateRoutes } from '@app/core/api/routes/rate-routes';
import type { ProductCode } from '@app/core/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../api/api-query';

/**
 * The report dates of a product, per institution type (spec 2 section 7: GET /api/date; the
 * deposit pages use /api/date/nmd, the window the administrator sets).
 */
export function reportDatesQueryOptions(productCode: ProductCode) {
  const route =
    productCode === 'non-maturity-deposits' ? dateRoutes.nmdDates : dateRoutes.reportDates;
  return queryOptions({
    ...apiQueryOptions(route, {}),
    // New quarters arrive with a data load, not while a page is open.
    staleTime: 30 * 60_000,
  });
}

export function useReportDates(productCode: ProductCode) {
  return useQuery(reportDatesQueryOptions(productCode));
}
