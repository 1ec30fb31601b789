import {
  INSTITUTION_SEARCH_MIN_LENGTH,
  institutionSummary,
  type InstitutionSummary,
} from '@app/core/api/institutions';
import type { InstitutionType } from '@app/core/domain/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../../../api/http-client';

/**
 * Institutions to add to a custom group (GET /api/institution/search): active ones of the
 * subject's type, without those already in the group (spec 2 section 5).
 */
export function searchGroupCandidates(
  text: string,
  institutionType: InstitutionType,
  exclude: readonly number[],
  signal?: AbortSignal,
): Promise<InstitutionSummary[]> {
  const query = new URLSearchParams({ q: text, institutionType });
  if (exclude.length > 0) query.set('exclude', exclude.join(','));
  return request(`/api/institution/search?${query.toString()}`, {
    schema: z.array(institutionSummary),
    signal,
  });
}

export function searchGroupCandidatesQueryOptions(
  text: string,
  institutionType: InstitutionType,
  exclude: readonly number[],
) {
  return queryOptions({
    queryKey: ['manage-groups', 'candidates', institutionType, text, exclude.join(',')],
    queryFn: ({ signal }) => searchGroupCandidates(text, institutionType, exclude, signal),
    staleTime: 60_000,
  });
}

/** spec 2 section 9: the search starts at 3 characters. */
export function useGroupCandidates(
  text: string,
  institutionType: InstitutionType,
  exclude: readonly number[],
) {
  const trimmed = text.trim();
  return useQuery({
    ...searchGroupCandidatesQueryOptions(trimmed, institutionType, exclude),
    enabled: trimmed.length >= INSTITUTION_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
