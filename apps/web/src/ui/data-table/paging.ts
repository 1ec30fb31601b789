/** spec 2 section 9: 25 rows per page (the heat table 20), at most 7 page links. */
export const PAGE_SIZE = 25;
export const MAX_PAGE_LINKS = 7;

/** The last page (at least 1) for a row count. */
export function pageCount(rows: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(rows / pageSize));
}

/** spec 2 section 5: the current page is clamped to 1..last page. */
export function clampPage(page: number, rows: number, pageSize = PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(rows, pageSize));
}

/** The page numbers to link: at most 7, a window kept around the current page. */
export function pageLinks(page: number, last: number, maxLinks = MAX_PAGE_LINKS): number[] {
  const count = Math.min(maxLinks, last);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), last - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
