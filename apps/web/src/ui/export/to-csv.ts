import type { ExportCell, ExportTable } from './export-table';

/** RFC 4180: a field holding a comma, a quote, CR or LF is quoted, inner quotes doubled. */
function csvField(value: ExportCell | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The table as CSV text (RFC 4180): a header row of column headers, then one line per row, CRLF
 * line ends. Numbers are written raw (1.25, not 1.25%) so the file computes in a spreadsheet;
 * missing values are empty fields. Text that a spreadsheet would run as a formula
 * (=, +, -, @ first) is not altered: the data is institution names and numbers, and changing
 * them would misreport negatives written as text.
 */
export function toCsv(table: ExportTable): string {
  const lines = [table.columns.map((column) => csvField(column.header)).join(',')];
  for (const row of table.rows) {
    lines.push(table.columns.map((column) => csvField(row[column.key])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
