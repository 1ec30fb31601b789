import type { ExportCell } from '../export/export-table';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection } | null;

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
 *
 * The tables' one sort: TanStack Table's own sorting flips its comparator for descending, which
 * would bring missing values first, so the DataTable sorts its rows here (manual sorting).
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: SortState,
  value: (row: Row, key: string) => ExportCell | undefined,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, cell: value(row, sort.key) }))
    .sort((a, b) => {
      const xMissing = isMissing(a.cell);
      const yMissing = isMissing(b.cell);
      if (xMissing || yMissing)
        return xMissing === yMissing ? a.index - b.index : xMissing ? 1 : -1;
      const order =
        typeof a.cell === 'number' && typeof b.cell === 'number'
          ? a.cell - b.cell
          : collator.compare(String(a.cell), String(b.cell));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}
