import type { InstitutionType } from '@app/core/domain/products';
import type { PeerSearchResponse } from '@app/core/api/profiles';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { composedKeys } from '../../../../api/query-keys';
import { searchPeers } from './api/search-peers';
import {
  hasActiveCriteria,
  similarBody,
  targetedBody,
  type CreateMode,
  type SearchFilters,
} from './peer-group-model';

const EMPTY_ANSWER: PeerSearchResponse = { selectionCriteria: '', institutionProfiles: [] };

type PeerSearchInput = {
  iid: number | null;
  institutionType: InstitutionType;
  mode: CreateMode | null;
  reportDate: string | null;
  filters: SearchFilters;
  /** Left out of later searches, not of the one on screen. */
  removed: ReadonlySet<number>;
  live: boolean;
};

/**
 * The similar or targeted search of the chosen date and filters. `asked` is false until there is
 * something to search (a search mode and a date); `searching` covers the debounce too.
 */
export function usePeerSearch(input: PeerSearchInput) {
  const { iid, institutionType, mode, reportDate, filters, removed, live } = input;
  const searchKind = mode === 'similar' || mode === 'targeted' ? mode : null;
  const active = searchKind !== 'targeted' || hasActiveCriteria(filters, institutionType);
  const criteria = useMemo(() => {
    if (!searchKind || !reportDate) return null;
    const body =
      searchKind === 'similar'
        ? similarBody(institutionType, reportDate, filters, [])
        : targetedBody(institutionType, reportDate, filters, []);
    return { kind: searchKind, body, active };
  }, [searchKind, reportDate, institutionType, filters, active]);
  // Typing in a bound should not ask the server at every key.
  const [debounced] = useDebouncedValue(criteria, 300);
  // Removed rows are left out of later searches only: read at call time, not part of the key.
  const removedRef = useRef(removed);
  useEffect(() => {
    removedRef.current = removed;
  }, [removed]);
  const search = useQuery({
    queryKey: composedKeys.peerSearch(iid ?? 0, institutionType, debounced),
    queryFn: ({ signal }) =>
      debounced?.active && iid !== null
        ? searchPeers(
            iid,
            institutionType,
            debounced.kind,
            { ...debounced.body, excludeIids: [...removedRef.current] },
            signal,
          )
        : Promise.resolve(EMPTY_ANSWER),
    enabled: live && debounced !== null && debounced.kind === searchKind,
    placeholderData: (previous, query) => {
      const key = query?.queryKey[3];
      return typeof key === 'object' && key !== null && 'kind' in key && key.kind === searchKind
        ? previous
        : undefined;
    },
    staleTime: Infinity,
  });

  return {
    answer: search.data,
    asked: criteria !== null,
    searching: criteria !== null && (search.isFetching || criteria !== debounced),
  };
}
