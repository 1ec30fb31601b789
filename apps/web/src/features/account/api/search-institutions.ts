import { INSTITUTION_SEARCH_MIN_LENGTH, institutionSummary } from '@app/core/api/institutions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../api/http-client';

/** GET /api/institution/search: active institutions by name, sorted by name, city, state. */
export function searchInstitutions(text: string, signal?: AbortSignal) {
  return request(`/api/institution/search?q=${encodeURIComponent(text)}`, {
    schema: z.array(institutionSummary),
    signal,
  });
}

export function useInstitutionSearch(text: string) {
  const trimmed = text.trim();
  return useQuery(
    queryOptions({
      queryKey: ['institutions', 'search', trimmed.toLowerCase()],
      queryFn: ({ signal }) => searchInstitutions(trimmed, signal),
      enabled: trimmed.length >= INSTITUTION_SEARCH_MIN_LENGTH,
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
  );
}
