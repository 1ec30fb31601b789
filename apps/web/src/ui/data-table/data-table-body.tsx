import { Table } from '@mantine/core';
import type { Row as TableRow } from '@tanstack/react-table';
import type { KeyboardEvent, ReactNode } from 'react';
import type { DataTableColumn, DataTableRowProps } from './data-table-column';
import { cellContent, columnAlign } from './data-table-column';

/** A row with its place in the caller's rows, so a click and the selection survive sorting. */
export type Entry<Row> = { row: Row; index: number };

type DataTableBodyProps<Row> = {
  rows: readonly TableRow<Entry<Row>>[];
  pinnedRows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  sectionClassName?: string;
  onRowClick?: (row: Row, index: number) => void;
  selectedIndex: number | null;
  rowProps?: (row: Row, pinned: boolean) => DataTableRowProps;
  rowHeaders: boolean;
  emptyText: ReactNode;
};

/** The body: pinned rows, then the page's rows under their section rows, or the empty text. */
export function DataTableBody<Row>({
  rows,
  pinnedRows,
  columns,
  sectionClassName,
  onRowClick,
  selectedIndex,
  rowProps,
  rowHeaders,
  emptyText,
}: DataTableBodyProps<Row>) {
  const clickable = onRowClick !== undefined;
  const rowKeyDown = (event: KeyboardEvent, entry: Entry<Row>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(entry.row, entry.index);
    }
  };
  const cells = (row: Row) => {
    // A cell spanning columns (a row's 'Insufficient Data' in place of its figures) stands in
    // for the cells of the columns it covers.
    let covered = 0;
    return columns.map((column, c) => {
      if (covered > 0) {
        covered -= 1;
        return null;
      }
      const align = columnAlign(column);
      const content = cellContent(column, row);
      const props = column.cellProps?.(row);
      covered = Math.max(0, (props?.colSpan ?? 1) - 1);
      return c === 0 && rowHeaders ? (
        <Table.Th key={column.key} scope="row" ta={align} fw="normal" {...props}>
          {content}
        </Table.Th>
      ) : (
        <Table.Td key={column.key} ta={align} {...props}>
          {content}
        </Table.Td>
      );
    });
  };

  const bodyRow = (row: TableRow<Entry<Row>>) => {
    if (row.getIsGrouped()) {
      return (
        <Table.Tr key={row.id} className={sectionClassName}>
          <Table.Th scope="colgroup" colSpan={columns.length}>
            <span>{String(row.groupingValue)}</span>
          </Table.Th>
        </Table.Tr>
      );
    }
    const entry = row.original;
    const selected = selectedIndex === entry.index;
    return (
      <Table.Tr
        key={row.id}
        data-selected={selected || undefined}
        bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
        style={clickable ? { cursor: 'pointer' } : undefined}
        tabIndex={clickable ? 0 : undefined}
        aria-current={selected ? 'true' : undefined}
        onClick={clickable ? () => onRowClick(entry.row, entry.index) : undefined}
        onKeyDown={clickable ? (event) => rowKeyDown(event, entry) : undefined}
        {...rowProps?.(entry.row, false)}
      >
        {cells(entry.row)}
      </Table.Tr>
    );
  };

  return (
    <Table.Tbody>
      {pinnedRows.map((row, index) => (
        <Table.Tr key={`pinned-${index}`} {...rowProps?.(row, true)}>
          {cells(row)}
        </Table.Tr>
      ))}
      {rows.length === 0 ? (
        <Table.Tr>
          <Table.Td colSpan={Math.max(1, columns.length)} ta="center">
            {emptyText}
          </Table.Td>
        </Table.Tr>
      ) : (
        rows.map(bodyRow)
      )}
    </Table.Tbody>
  );
}
