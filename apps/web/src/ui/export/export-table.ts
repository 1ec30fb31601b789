import type { DisplayType } from '@app/core/domain/display-type';
import { formatMetricValue } from '@app/core/format/format-metric-value';
import { formatMonthYear } from '@app/core/format/format-month-year';

/** A cell of exported data: raw numbers (not formatted text) so a spreadsheet can compute. */
export type ExportCell = string | number | null;

export interface ExportColumn {
  key: string;
  header: string;
  /** How the on-screen table shows a number of this column (spec 2 section 9). */
  displayType?: DisplayType;
  /** A report date 'YYYY-MM-DD': exported as is, shown as MMM yyyy (spec 2 section 9). */
  isDate?: boolean;
  /** How the on-screen table shows a number no display type fits (a beta to 3 places). */
  format?: (value: number) => string;
}

export type ExportRow = Readonly<Record<string, ExportCell>>;

/** The one data shape behind every chart's text alternative, every table and every export. */
export interface ExportTable {
  columns: readonly ExportColumn[];
  rows: readonly ExportRow[];
}

/**
 * A cell as shown on screen: '-' when missing (spec 2 section 8), numbers by the column's
 * display type, dates as MMM yyyy (a date that does not parse is shown as given, not thrown:
 * a table must still render).
 */
export function formatExportCell(column: ExportColumn, value: ExportCell | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  if (column.isDate && typeof value === 'string') {
    try {
      return formatMonthYear(value);
    } catch {
      return value;
    }
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '-';
    if (column.format) return column.format(value);
    return column.displayType ? formatMetricValue(value, column.displayType) : String(value);
  }
  return value;
}
