import { INSTITUTION_SEARCH_MIN_LENGTH } from '@app/core/api/institutions';
import { institutionRoutes } from '@app/core/api/routes/institution-routes';
import type { InstitutionType } from '@app/core/domain/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../api-query';

export interface InstitutionSearchFilter {
  /** Only institutions of this type (a peer group holds one type). */
  institutionType?: InstitutionType;
  /** Leaves out those already chosen. */
  exclude?: readonly number[];
  /** Closed institutions too (the switcher: "Last filed in MMM yyyy"). */
  includeClosed?: boolean;
}

/**
 * GET /api/institution/search: active institutions (closed ones too when asked) by name, sorted by name, city, state. The
 * switcher, the signup form and the peer group screens all search through this one query.
 */
export function institutionSearchQueryOptions(text: string, filter: InstitutionSearchFilter = {}) {
  const q = text.trim();
  const exclude = filter.exclude && filter.exclude.length > 0 ? filter.exclude : undefined;
  return queryOptions({
    ...apiQueryOptions(institutionRoutes.search, {
      query: {
        q,
        institutionType: filter.institutionType,
        exclude,
        includeClosed: filter.includeClosed || undefined,
      },
    }),
    // spec 1 section 5: the search starts at 3 characters.
    enabled: q.length >= INSTITUTION_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useInstitutionSearch(text: string, filter?: InstitutionSearchFilter) {
  return useQuery(institutionSearchQueryOptions(text, filter));
}
