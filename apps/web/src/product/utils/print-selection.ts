import type { DateRange, SelectionState } from '../../selection/selection-store';
import type { PageStateRecord } from '../renderer/page-state';

/** Browser session storage key of the selection handed to the print page (spec 2.13). */
export const PRINT_SELECTION_KEY = 'print-selection';

export interface PrintSelection {
  institutionIid: number | null;
  peer: SelectionState['peer'];
  peerInstitutions: SelectionState['peerInstitutions'];
  /** The peer statistic shown (issue 28); absent in what older pages stored: the saved one. */
  statistic?: SelectionState['statistic'];
  dateRange: DateRange | null;
  /** The page's own choices (toggles, chart variants; usePageState). */
  pageState: PageStateRecord;
}

/**
 * spec 2 section 2.13: "Printing stores the selection state in browser session storage and the
 * print page restores it"; the print window opens on /print/{product}/{room}/{page}.
 */
export function openPrintPage(path: string, selection: PrintSelection): void {
  try {
    window.sessionStorage.setItem(PRINT_SELECTION_KEY, JSON.stringify(selection));
  } catch {
    // Storage may be full or blocked; the print page then uses the saved session selection.
  }
  window.open(path, '_blank');
}
