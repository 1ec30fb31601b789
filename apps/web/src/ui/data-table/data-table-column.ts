import type { TableTdProps, TableThProps, TableTrProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ExportCell, ExportColumn } from '../export/export-table';
import { formatExportCell } from '../export/export-table';

/** Mantine props plus data attributes, which tests and styles read. */
type WithData<P> = P & { [data: `data-${string}`]: string | boolean | undefined };
export type DataTableRowProps = WithData<TableTrProps>;
export type DataTableCellProps = WithData<Omit<TableTdProps, 'classNames' | 'styles' | 'vars'>>;

export interface DataTableColumn<Row = Readonly<Record<string, ExportCell>>> extends ExportColumn {
  /** The raw value, sorted and exported; the row's field of the column's key when not given. */
  value?: (row: Row) => ExportCell;
  /** Columns of one group sit under one header spanning them (a peer's Value and Difference). */
  group?: { key: string; header: string };
  /** Shown in the header instead of the header text (an actions column's hidden name). */
  headerContent?: ReactNode;
  /** Custom cell content (a link, badges, buttons); sorting and export still use the value. */
  cell?: (row: Row) => ReactNode;
  /** Sortable unless false (and unless the table is not sortable). */
  sortable?: boolean;
  /** Left out of the export (an actions column). */
  exported?: boolean;
  /** Numbers are right-aligned by default. */
  align?: 'left' | 'right' | 'center';
  headerProps?: TableThProps;
  cellProps?: (row: Row) => DataTableCellProps;
}

function isRecord(row: unknown): row is Readonly<Record<string, ExportCell | undefined>> {
  return typeof row === 'object' && row !== null;
}

export function cellValue<Row>(column: DataTableColumn<Row>, row: Row): ExportCell {
  if (column.value) return column.value(row);
  return isRecord(row) ? (row[column.key] ?? null) : null;
}

export function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : formatExportCell(column, cellValue(column, row));
}

export function columnAlign<Row>(column: DataTableColumn<Row>): 'left' | 'right' | 'center' {
  return column.align ?? (column.displayType ? 'right' : 'left');
}
