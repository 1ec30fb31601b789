import type { HeldDateSet } from '@app/core/api/dates';
import { dateRoutes } from '@app/core/api/routes/rate-routes';
import type { SourceFreshness } from '@app/core/domain/data-freshness';
import type { ProductCode } from '@app/core/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../api-query';

// New quarters arrive with a data load, not while a page is open.
const STALE_AFTER_MS = 30 * 60_000;

/**
 * The report dates of a product, per institution type (spec 2 section 7: GET /api/date; the
 * deposit pages use /api/date/nmd, the window the administrator sets).
 */
export function reportDatesQueryOptions(productCode: ProductCode) {
  const route =
    productCode === 'non-maturity-deposits' ? dateRoutes.nmdDates : dateRoutes.reportDates;
  return queryOptions({ ...apiQueryOptions(route, {}), staleTime: STALE_AFTER_MS });
}

export function useReportDates(productCode: ProductCode) {
  return useQuery(reportDatesQueryOptions(productCode));
}

/** Each source's newest quarter held and its load time, from GET /api/date's answer. */
function toSources(sets: HeldDateSet[]): SourceFreshness[] {
  return sets.map((set) => ({
    institutionType: set.institutionType,
    newestDate: set.dates.at(-1) ?? null,
    loadedAt: set.loadedAt,
  }));
}

/**
 * How current the data is (the freshness banner, the dashboard's next quarter). The query is
 * the Peer Comparison pages' report dates (same route, same key), so those ask only once.
 */
export function useDataFreshness() {
  return useQuery({
    ...apiQueryOptions(dateRoutes.reportDates, {}),
    staleTime: STALE_AFTER_MS,
    select: toSources,
  });
}
