import { INSTITUTION_SEARCH_MIN_LENGTH, institutionSummary } from '@app/core/api/institutions';
import type { InstitutionType } from '@app/core/domain/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../../api/http-client';

const summaries = z.array(institutionSummary);

/**
 * spec 2 section 5: active institutions of the same type by name, from 3 characters, leaving
 * out those already chosen (GET /api/institution/search).
 */
export function institutionSearchQueryOptions(
  text: string,
  institutionType: InstitutionType,
  exclude: readonly number[],
) {
  const q = text.trim();
  const params = new URLSearchParams({ q, institutionType });
  if (exclude.length > 0) params.set('exclude', exclude.join(','));
  return queryOptions({
    queryKey: ['institution-search', q, institutionType, exclude.join(',')],
    queryFn: ({ signal }) =>
      request(`/api/institution/search?${params.toString()}`, { schema: summaries, signal }),
    enabled: q.length >= INSTITUTION_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

export function useInstitutionSearch(
  text: string,
  institutionType: InstitutionType,
  exclude: readonly number[],
) {
  return useQuery(institutionSearchQueryOptions(text, institutionType, exclude));
}
