import {
  INSTITUTION_SEARCH_MIN_LENGTH,
  institutionSummary,
  type InstitutionSummary,
} from '@app/core/api/institutions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

export function searchInstitutions(
  text: string,
  signal?: AbortSignal,
): Promise<InstitutionSummary[]> {
  const query = new URLSearchParams({ q: text });
  return request(`/api/institution/search?${query.toString()}`, {
    schema: z.array(institutionSummary),
    signal,
  });
}

export function searchInstitutionsQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['institutions', 'search', text],
    queryFn: ({ signal }) => searchInstitutions(text, signal),
    staleTime: 5 * 60_000,
  });
}

/** spec 1 section 5: the search starts at 3 characters. */
export function useInstitutionSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({
    ...searchInstitutionsQueryOptions(trimmed),
    enabled: trimmed.length >= INSTITUTION_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
