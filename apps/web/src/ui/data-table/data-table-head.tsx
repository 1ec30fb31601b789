import { Table, UnstyledButton } from '@mantine/core';
import type { Header } from '@tanstack/react-table';
import type { DataTableColumn } from './data-table-column';
import { columnAlign } from './data-table-column';

type DataTableHeadProps<Entry, Row> = {
  headers: readonly Header<Entry, unknown>[];
  columnOf: (id: string) => DataTableColumn<Row> | undefined;
  /** The sort button's accessible name, when the header alone does not say it sorts. */
  sortLabel?: (header: string) => string;
  sortDisabled: boolean;
};

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  if (!sorted) return 'none';
  return sorted === 'asc' ? 'ascending' : 'descending';
}

type HeaderRun<Entry, Row> = {
  group: { key: string; header: string } | undefined;
  headers: { header: Header<Entry, unknown>; column: DataTableColumn<Row> }[];
};

/** Consecutive columns of the same group form one run; a column without a group is its own. */
function headerRuns<Entry, Row>(
  headers: readonly Header<Entry, unknown>[],
  columnOf: (id: string) => DataTableColumn<Row> | undefined,
): HeaderRun<Entry, Row>[] {
  const runs: HeaderRun<Entry, Row>[] = [];
  for (const header of headers) {
    const column = columnOf(header.column.id);
    if (!column) continue;
    const last = runs.at(-1);
    if (column.group && last?.group?.key === column.group.key) {
      last.headers.push({ header, column });
    } else {
      runs.push({ group: column.group, headers: [{ header, column }] });
    }
  }
  return runs;
}

/**
 * The header rows: a sortable column's header is a button announcing its order with aria-sort
 * and showing it as an arrow (spec 2 section 4). Grouped columns sit under a header spanning
 * them (a second header row); the others then span both rows.
 */
export function DataTableHead<Entry, Row>({
  headers,
  columnOf,
  sortLabel,
  sortDisabled,
}: DataTableHeadProps<Entry, Row>) {
  const runs = headerRuns(headers, columnOf);
  const grouped = runs.some((run) => run.group);
  const cell = (header: Header<Entry, unknown>, column: DataTableColumn<Row>) => {
    const canSort = header.column.getCanSort();
    const sorted = header.column.getIsSorted();
    return (
      <Table.Th
        key={header.id}
        scope="col"
        rowSpan={grouped && !column.group ? 2 : undefined}
        ta={columnAlign(column)}
        aria-sort={canSort ? ariaSort(sorted) : undefined}
        {...column.headerProps}
      >
        {canSort ? (
          <UnstyledButton
            fw={600}
            fz="sm"
            disabled={sortDisabled}
            aria-label={sortLabel?.(column.header)}
            onClick={header.column.getToggleSortingHandler()}
          >
            {column.header}
            <span aria-hidden>{sorted ? (sorted === 'asc' ? ' ▲' : ' ▼') : ''}</span>
          </UnstyledButton>
        ) : (
          (column.headerContent ?? column.header)
        )}
      </Table.Th>
    );
  };
  return (
    <Table.Thead>
      <Table.Tr>
        {runs.map((run) =>
          run.group ? (
            <Table.Th key={run.group.key} scope="colgroup" colSpan={run.headers.length} ta="center">
              {run.group.header}
            </Table.Th>
          ) : (
            run.headers.map(({ header, column }) => cell(header, column))
          ),
        )}
      </Table.Tr>
      {grouped && (
        <Table.Tr>
          {runs.flatMap((run) =>
            run.group ? run.headers.map(({ header, column }) => cell(header, column)) : [],
          )}
        </Table.Tr>
      )}
    </Table.Thead>
  );
}
