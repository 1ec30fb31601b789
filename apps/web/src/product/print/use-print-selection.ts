import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { institutionQueryOptions } from '../../api/institutions/get-institution';
import type { DateRange, SelectionState } from '../../selection/selection-store';
import type { PageStateRecord } from '../renderer/page-state';
import { readPrintSelection } from './read-print-selection';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface PrintedSelection {
  selection: SelectionState;
  /** The range the page showed when Print was clicked; null: resolve it as pages do. */
  dateRange: DateRange | null;
  /** The page's own choices when Print was clicked (usePageState); empty without any. */
  pageState: PageStateRecord;
}

/**
 * spec 2 section 2.13: the print page restores the selection the Print link stored in browser
 * session storage (institution, peer, peer institutions, date range), so the report shows what
 * the user was looking at even if another tab has since changed the saved selection; without
 * one it uses the saved selection. Nothing is written back to the user's session store.
 * `enabled` is false on ordinary pages, which get `saved` unchanged.
 */
export function usePrintSelection(saved: SelectionState, enabled: boolean): PrintedSelection {
  // Read once: the report must not change under the reader.
  const [stored] = useState(() => (enabled ? readPrintSelection(sessionStorageOrNull()) : null));
  const iid = stored?.institutionIid ?? null;
  const otherInstitution = iid !== null && saved.institution?.iid !== iid;
  const institution = useQuery(
    queryOptions({
      ...institutionQueryOptions(iid ?? 0),
      enabled: otherInstitution && saved.status === 'ready',
    }),
  );

  return useMemo<PrintedSelection>(() => {
    if (!stored) return { selection: saved, dateRange: null, pageState: {} };
    const restoredInstitution =
      iid === null
        ? saved.institution
        : otherInstitution
          ? (institution.data ?? null)
          : saved.institution;
    return {
      selection: {
        ...saved,
        institution: restoredInstitution,
        peer: stored.peer,
        peerInstitutions: stored.peerInstitutions,
        statistic: stored.statistic ?? saved.statistic,
      },
      dateRange: stored.dateRange,
      pageState: stored.pageState,
    };
  }, [stored, saved, iid, otherInstitution, institution.data]);
}
