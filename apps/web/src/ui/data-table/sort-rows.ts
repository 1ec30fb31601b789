import type { ExportCell, ExportRow } from '../export/export-table';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection } | null;

/**
 * spec 2 section 4, Data table rows: single sort mode toggles ascending and descending. A click
 * on the sorted column flips it; a click on another column starts ascending (the manage and
 * create screens' rule, section 4).
 */
export function nextSort(current: SortState, key: string): SortState {
  if (current && current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}

function isMissing(value: ExportCell | undefined): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && !Number.isFinite(value))
  );
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/**
 * Rows sorted by one column, stable (equal values keep their order). Numbers compare as numbers,
 * text by an en-US collation with numbers in text read as numbers ('Bank 2' before 'Bank 10').
 * Missing values go last in either direction, so flipping the sort never brings a column of
 * dashes to the top. No sort state: the rows as given.
 */
export function sortRows<Row extends ExportRow>(rows: readonly Row[], sort: SortState): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[sort.key];
      const y = b.row[sort.key];
      const xMissing = isMissing(x);
      const yMissing = isMissing(y);
      if (xMissing || yMissing)
        return xMissing === yMissing ? a.index - b.index : xMissing ? 1 : -1;
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : collator.compare(String(x), String(y));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}
