import type { TableProps } from '@mantine/core';
import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  getCoreRowModel,
  getExpandedRowModel,
  getGroupedRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { ExportMenu } from '../export/export-menu';
import { DataTableBody, type Entry } from './data-table-body';
import type { DataTableColumn, DataTableRowProps } from './data-table-column';
import { cellValue } from './data-table-column';
import { DataTableHead } from './data-table-head';
import classes from './data-table.module.css';
import { Pager } from './pager';
import { clampPage, pageCount } from './paging';
import { sortRows, type SortState } from './sort-rows';

/** spec 2 section 8: the tables' empty text. */
export const TABLE_EMPTY_TEXT = 'No data available';

const SECTION = '__section';
const GROUPED = [SECTION];
const UNGROUPED: string[] = [];
/** One empty list, so a default does not change the rows at every render. */
const NONE: readonly never[] = [];

export type { DataTableColumn } from './data-table-column';

export type DataTableProps<Row> = {
  /** Names the table for screen readers and the export file. */
  caption: string;
  /** Show the caption above the table; otherwise it is read by screen readers only. */
  showCaption?: boolean;
  /**
   * The table's own caption, shown above it in the dimmed caption style, where it says more than
   * the table's name (the Beta Suite's 'Regression of the cost on the rate L quarters earlier'
   * for 'Regression by lag'): the table is then named by `caption` through its aria-label.
   */
  visibleCaption?: ReactNode;
  /** A table of named figures (a row header and its value a row) has no column headers. */
  columnHeaders?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** Rows shown first on every page and never sorted (a group's own institution). */
  pinnedRows?: readonly Row[];
  /** Rows kept before the sorted rows and paged with them (institutions just added). */
  leadingRows?: readonly Row[];
  rowKey?: (row: Row) => string | number;
  /**
   * spec 2 section 4, Data table rows: single mode toggles ascending and descending; multi mode
   * goes unset, ascending, descending, unset. A click on another column starts ascending.
   */
  sortMode?: 'single' | 'multi' | 'none';
  initialSort?: SortState;
  /** A sort kept by the caller (a remembered sort, one reset from outside). */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** The sort buttons' accessible name, where the header alone does not say it sorts. */
  sortLabel?: (header: string) => string;
  /** Sorting off for now (a locked page): the headers stay, their buttons are disabled. */
  sortDisabled?: boolean;
  /** Rows per page; all rows on one page when not given. */
  pageSize?: number;
  /** A 1-based page kept by the caller (reset when its filters change). */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Tree rows: rows grouped under a header row per section, in the order first met. */
  section?: (row: Row) => string;
  sectionClassName?: string;
  /** Offer the Export menu (CSV and XLSX; issue 6, item 8): the rows as sorted. */
  exportable?: boolean;
  /** Rows become buttons: the chart tables' rows open a detail (spec 2.5). */
  onRowClick?: (row: Row, index: number) => void;
  /** The highlighted row (spec 2.6: the selected row), as an index into `rows`. */
  selectedIndex?: number | null;
  rowProps?: (row: Row, pinned: boolean) => DataTableRowProps;
  /** The first cell of a row names it (a row header); false: every cell is a plain cell. */
  rowHeaders?: boolean;
  emptyText?: ReactNode;
  /**
   * Scroll sideways when wide (default). A table read by screen readers only (a chart's text
   * alternative) must not: its scroll region would be an invisible tab stop.
   */
  scrollable?: boolean;
  minWidth?: number;
  /**
   * Keep the first column in place while the others scroll under it (a wide table on a phone
   * whose rows are named by that column).
   */
  stickyFirstColumn?: boolean;
  tableProps?: TableProps;
};

function toSorting(sort: SortState): SortingState {
  return sort ? [{ id: sort.key, desc: sort.direction === 'desc' }] : [];
}

function fromSorting(sorting: SortingState): SortState {
  const [first] = sorting;
  return first ? { key: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}

/**
 * The one table of the app, on TanStack Table (headless): a real <table> with a caption,
 * sortable headers announcing their order with aria-sort, '-' for missing values and 'No data
 * available' when empty (spec 2 section 8), numbers shown by their column's display type, pages
 * of 25 with at most 7 page links, section (tree) rows, and an Export menu of the rows as sorted.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  visibleCaption,
  columnHeaders = true,
  columns,
  rows,
  pinnedRows = NONE,
  leadingRows = NONE,
  rowKey,
  sortMode = 'single',
  initialSort = null,
  sort: keptSort,
  onSortChange,
  sortLabel,
  sortDisabled = false,
  pageSize,
  page: keptPage,
  onPageChange,
  section,
  sectionClassName,
  exportable = true,
  onRowClick,
  selectedIndex = null,
  rowProps,
  rowHeaders = true,
  emptyText = TABLE_EMPTY_TEXT,
  scrollable = true,
  minWidth = 0,
  stickyFirstColumn = false,
  tableProps,
}: DataTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<SortState>(initialSort);
  const [ownPage, setOwnPage] = useState(1);
  const sort = keptSort === undefined ? ownSort : keptSort;
  const setPage = onPageChange ?? setOwnPage;
  const setSort = (next: SortState) => {
    if (keptSort === undefined) setOwnSort(next);
    onSortChange?.(next);
    setPage(1);
  };

  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  // Each row keeps its place in `rows`, so a click and the selection survive sorting.
  const entries = useMemo(
    () => [
      ...leadingRows.map((row, index): Entry<Row> => ({ row, index: rows.length + index })),
      ...sortRows(
        rows.map((row, index): Entry<Row> => ({ row, index })),
        sort,
        (entry, key) => {
          const column = byKey.get(key);
          return column ? cellValue(column, entry.row) : null;
        },
      ),
    ],
    [leadingRows, rows, sort, byKey],
  );
  const columnDefs = useMemo<ColumnDef<Entry<Row>>[]>(
    () => [
      ...columns.map((column) => ({
        id: column.key,
        accessorFn: (entry: Entry<Row>) => cellValue(column, entry.row),
        enableSorting: sortMode !== 'none' && column.sortable !== false,
      })),
      ...(section ? [{ id: SECTION, accessorFn: (entry: Entry<Row>) => section(entry.row) }] : []),
    ],
    [columns, section, sortMode],
  );

  const size = pageSize ?? Math.max(1, entries.length);
  const last = pageCount(entries.length, size);
  const page = clampPage(keptPage ?? ownPage, entries.length, size);
  // The table instance is read afresh at each render; the compiler leaves this component be.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: entries,
    columns: columnDefs,
    getRowId: rowKey ? (entry) => String(rowKey(entry.row)) : undefined,
    state: {
      sorting: toSorting(sort),
      pagination: { pageIndex: page - 1, pageSize: size },
      grouping: section ? GROUPED : UNGROUPED,
      expanded: true,
      columnVisibility: { [SECTION]: false },
    },
    // Sorted above: TanStack's descending order would bring missing values first.
    manualSorting: true,
    // Page, sort and expansion are this component's state: TanStack must not reset them (its
    // resets would set its own state at every new row model, rendering again and again).
    autoResetAll: false,
    enableMultiSort: false,
    enableSortingRemoval: sortMode === 'multi',
    sortDescFirst: false,
    onSortingChange: (update) =>
      setSort(fromSorting(typeof update === 'function' ? update(toSorting(sort)) : update)),
    getCoreRowModel: getCoreRowModel(),
    getGroupedRowModel: section ? getGroupedRowModel() : undefined,
    getExpandedRowModel: section ? getExpandedRowModel() : undefined,
    getPaginationRowModel: pageSize === undefined ? undefined : getPaginationRowModel(),
  });

  const exportTable = useMemo(() => {
    const exported = columns.filter((column) => column.exported !== false);
    return {
      columns: exported,
      // What the table shows: its pinned rows, then every page in the order shown.
      rows: [...pinnedRows, ...entries.map(({ row }) => row)].map((row) =>
        Object.fromEntries(exported.map((column) => [column.key, cellValue(column, row)])),
      ),
    };
  }, [columns, pinnedRows, entries]);

  const [headerGroup] = table.getHeaderGroups();
  const captioned = visibleCaption !== undefined;
  const markup = (
    <Table
      verticalSpacing={4}
      fz="sm"
      captionSide={captioned ? 'top' : undefined}
      aria-label={captioned ? caption : undefined}
      {...tableProps}
      className={
        [tableProps?.className, stickyFirstColumn && classes.stickyFirst]
          .filter(Boolean)
          .join(' ') || undefined
      }
    >
      {captioned ? (
        <Table.Caption>{visibleCaption}</Table.Caption>
      ) : (
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      )}
      {columnHeaders && (
        <DataTableHead
          headers={headerGroup?.headers ?? []}
          columnOf={(id) => byKey.get(id)}
          sortLabel={sortLabel}
          sortDisabled={sortDisabled}
        />
      )}
      <DataTableBody
        rows={table.getRowModel().rows}
        pinnedRows={pinnedRows}
        columns={columns}
        sectionClassName={sectionClassName}
        onRowClick={onRowClick}
        selectedIndex={selectedIndex}
        rowProps={rowProps}
        rowHeaders={rowHeaders}
        emptyText={emptyText}
      />
    </Table>
  );
  return (
    <div>
      {(showCaption || exportable) && (
        <Group justify="space-between" mb={4} wrap="nowrap">
          {showCaption ? (
            <Text fw={700} aria-hidden>
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
          minWidth={minWidth}
          tabIndex={0}
          role="region"
          aria-label={caption}
          className={classes.scrollBox}
        >
          {markup}
        </Table.ScrollContainer>
      ) : (
        markup
      )}
      {pageSize !== undefined && <Pager label={caption} page={page} last={last} onPage={setPage} />}
    </div>
  );
}
