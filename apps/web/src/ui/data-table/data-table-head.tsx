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

/**
 * The header row: a sortable column's header is a button announcing its order with aria-sort
 * and showing it as an arrow (spec 2 section 4).
 */
export function DataTableHead<Entry, Row>({
  headers,
  columnOf,
  sortLabel,
  sortDisabled,
}: DataTableHeadProps<Entry, Row>) {
  return (
    <Table.Thead>
      <Table.Tr>
        {headers.map((header) => {
          const column = columnOf(header.column.id);
          if (!column) return null;
          const canSort = header.column.getCanSort();
          const sorted = header.column.getIsSorted();
          return (
            <Table.Th
              key={header.id}
              scope="col"
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
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
