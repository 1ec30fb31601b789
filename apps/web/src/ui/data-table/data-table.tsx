import { Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { ExportMenu } from '../export/export-menu';
import type { ExportColumn, ExportRow } from '../export/export-table';
import { formatExportCell } from '../export/export-table';
import { nextSort, sortRows } from './sort-rows';
import type { SortState } from './sort-rows';

/** spec 2 section 8: the tables' empty text. */
export const TABLE_EMPTY_TEXT = 'No data available';

export interface DataTableColumn extends ExportColumn {
  /** Sortable unless false (and unless the table is not sortable). */
  sortable?: boolean;
  /** Numbers are right-aligned by default. */
  align?: 'left' | 'right' | 'center';
  /** Custom cell content (an arrow, a link); export and sorting still use the raw value. */
  render?: (row: ExportRow) => ReactNode;
}

type DataTableProps = {
  /** Names the table for screen readers and the export file. */
  caption: string;
  /** Show the caption above the table; otherwise it is read by screen readers only. */
  showCaption?: boolean;
  columns: readonly DataTableColumn[];
  rows: readonly ExportRow[];
  sortable?: boolean;
  initialSort?: SortState;
  /** Offer the Export menu (CSV and XLSX; issue 6, item 8). */
  exportable?: boolean;
  /** Rows become buttons: the quarterly summary opens its drawer from them (spec 2.5). */
  onRowClick?: (row: ExportRow, index: number) => void;
  /** The highlighted row (spec 2.6: the selected row), as an index into `rows`. */
  selectedIndex?: number | null;
  /**
   * Scroll sideways when wide (default). A table read by screen readers only (a chart's text
   * alternative) must not: its scroll region would be an invisible tab stop.
   */
  scrollable?: boolean;
};

function ariaSort(sort: SortState, key: string): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * A small accessible table: a real <table> with a caption, sortable headers (single mode: the
 * same column toggles ascending and descending, spec 2 section 4) that announce their order with
 * aria-sort, '-' for missing values and 'No data available' when empty (section 8), numbers
 * shown by their column's display type, and an Export menu of the rows as they are sorted.
 */
export function DataTable({
  caption,
  showCaption = false,
  columns,
  rows,
  sortable = true,
  initialSort = null,
  exportable = true,
  onRowClick,
  selectedIndex = null,
  scrollable = true,
}: DataTableProps) {
  const [sort, setSort] = useState<SortState>(initialSort);
  // Each row keeps its place in `rows`, so a click and the selection survive sorting.
  const ordered = useMemo(
    () =>
      sortRows(
        rows.map((row, index) => ({ ...row, __index: index })),
        sort,
      ).map(({ __index: index }) => ({ index, row: rows[index] ?? {} })),
    [rows, sort],
  );
  const exportTable = useMemo(
    () => ({ columns, rows: ordered.map(({ row }) => row) }),
    [columns, ordered],
  );
  const clickable = onRowClick !== undefined;

  const rowKeyDown = (event: KeyboardEvent, row: ExportRow, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row, index);
    }
  };

  const table = (
    <Table striped highlightOnHover={clickable} verticalSpacing={4} fz="sm">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => {
            const align = column.align ?? (column.displayType ? 'right' : 'left');
            const canSort = sortable && column.sortable !== false;
            return (
              <Table.Th
                key={column.key}
                scope="col"
                ta={align}
                aria-sort={canSort ? ariaSort(sort, column.key) : undefined}
              >
                {canSort ? (
                  <UnstyledButton
                    fw={600}
                    fz="sm"
                    onClick={() => setSort((current) => nextSort(current, column.key))}
                  >
                    {column.header}
                    <span aria-hidden>
                      {sort?.key === column.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </UnstyledButton>
                ) : (
                  column.header
                )}
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ordered.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={Math.max(1, columns.length)} ta="center">
              {TABLE_EMPTY_TEXT}
            </Table.Td>
          </Table.Tr>
        ) : (
          ordered.map(({ index, row }) => {
            const selected = selectedIndex === index;
            return (
              <Table.Tr
                key={index}
                data-selected={selected || undefined}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                style={clickable ? { cursor: 'pointer' } : undefined}
                tabIndex={clickable ? 0 : undefined}
                aria-current={selected ? 'true' : undefined}
                onClick={clickable ? () => onRowClick(row, index) : undefined}
                onKeyDown={clickable ? (event) => rowKeyDown(event, row, index) : undefined}
              >
                {columns.map((column, c) => {
                  const align = column.align ?? (column.displayType ? 'right' : 'left');
                  const content = column.render
                    ? column.render(row)
                    : formatExportCell(column, row[column.key]);
                  return c === 0 ? (
                    <Table.Th key={column.key} scope="row" ta={align} fw="normal">
                      {content}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column.key} ta={align}>
                      {content}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })
        )}
      </Table.Tbody>
    </Table>
  );
  return (
    <div>
      {(showCaption || exportable) && (
        <Group justify="space-between" mb={4} wrap="nowrap">
          {showCaption ? (
            <Text fw={600} size="sm" aria-hidden>
              {caption}
            </Text>
          ) : (
            <span />
          )}
          {exportable && (
            <ExportMenu table={exportTable} title={caption} formats={['csv', 'xlsx']} />
          )}
        </Group>
      )}
      {scrollable ? (
        // A wide table scrolls sideways: keyboard users reach the scroll region by Tab.
        <Table.ScrollContainer
          type="native"
          minWidth={0}
          tabIndex={0}
          role="region"
          aria-label={caption}
        >
          {table}
        </Table.ScrollContainer>
      ) : (
        table
      )}
    </div>
  );
}
