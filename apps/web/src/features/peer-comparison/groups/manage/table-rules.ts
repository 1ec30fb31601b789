/** spec 2 section 9: 25 rows per page, at most 7 page links. */
export const PAGE_SIZE = 25;
export const MAX_PAGE_LINKS = 7;

export type SortDirection = 'asc' | 'desc';
export interface SortState<K extends string> {
  column: K;
  direction: SortDirection;
}

/**
 * spec 2 section 4: the first click sorts ascending, the same column again flips, another
 * column starts ascending.
 */
export function nextSort<K extends string>(current: SortState<K> | null, column: K): SortState<K> {
  if (current?.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: 'asc' };
}

/**
 * Rows ordered by a value: text case-insensitively, numbers numerically; missing values go
 * last in either direction, so a dash never leads the table. Stable for equal values.
 */
export function sortBy<T>(
  rows: readonly T[],
  value: (row: T) => string | number | null,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === null ? 1 : -1;
      }
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : String(a.key).localeCompare(String(b.key), 'en', { sensitivity: 'base' });
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

/** The last page (at least 1) for a row count. */
export function pageCount(rows: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(rows / pageSize));
}

/** spec 2 section 5: the current page is clamped to 1..last page. */
export function clampPage(page: number, rows: number, pageSize = PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(rows, pageSize));
}

export function pageRows<T>(rows: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const current = clampPage(page, rows.length, pageSize);
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

/** The page numbers to link: at most 7, a window kept around the current page. */
export function pageLinks(page: number, last: number, maxLinks = MAX_PAGE_LINKS): number[] {
  const count = Math.min(maxLinks, last);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), last - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** spec 2 section 5: 'http://' is prefixed when the address has no http or https scheme. */
export function websiteHref(address: string | null): string | null {
  const trimmed = address?.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}
