/** spec 2 section 9: pickers filter from 3 characters of search text. */
export const PICKER_SEARCH_MIN_LENGTH = 3;

/** An entry of a picker: what it is called, where it is grouped and what search may match. */
export interface PickerItem {
  id: string;
  title: string;
  category: string;
  /**
   * Shown but not chosen: the user's plan does not open it (the server refuses its data), so
   * the list says so instead of offering something that fails.
   */
  locked?: boolean;
  /** Why a locked item is locked, when not the plan (LOCKED_NOTE): e.g. a mixed-charter group. */
  lockNote?: string;
  /**
   * Further texts the search matches besides the title (spec 2 section 5: information text for
   * trend metrics, alternateTitle for correlation metrics).
   */
  searchText?: readonly (string | null | undefined)[];
}

export interface PickerGroup<T extends PickerItem> {
  category: string;
  items: T[];
}

/** Whether the text is long enough to filter (shorter text shows every item). */
export function isActiveSearch(query: string): boolean {
  return query.trim().length >= PICKER_SEARCH_MIN_LENGTH;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * spec 2 section 5: a search matches words that start with the text, case-insensitively. The
 * text may run across words ('net int' matches 'Net Interest Margin'), but must start where a
 * word starts: 'rest' does not match 'Interest'. A word starts after a non-alphanumeric
 * character, so '(QTR' and 'Loans-to-Deposits' split into words too.
 */
export function matchesWordStart(text: string, query: string): boolean {
  const needle = query.trim();
  if (needle === '') return true;
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}`, 'iu');
  return pattern.test(text);
}

/** The items a search keeps: all below 3 characters, else those whose title or text match. */
export function filterPickerItems<T extends PickerItem>(items: readonly T[], query: string): T[] {
  if (!isActiveSearch(query)) return [...items];
  return items.filter((item) =>
    [item.title, ...(item.searchText ?? [])].some(
      (text) => typeof text === 'string' && matchesWordStart(text, query),
    ),
  );
}

/** Items grouped by category, categories in the order they first appear, items kept in order. */
export function groupPickerItems<T extends PickerItem>(items: readonly T[]): PickerGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.category);
    if (list) list.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups].map(([category, list]) => ({ category, items: list }));
}
