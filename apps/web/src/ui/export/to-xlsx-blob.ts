import writeExcelFile from 'write-excel-file/universal';
import type { Cell, SheetData } from 'write-excel-file/universal';
import type { ExportCell, ExportTable } from './export-table';

/** The mime type browsers and Excel expect for .xlsx. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function xlsxCell(value: ExportCell | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? { value, type: Number } : null;
  return { value, type: String };
}

/**
 * The table as a one-sheet .xlsx Blob: a bold header row, numbers as numbers (not text), missing
 * values as empty cells. Excel limits sheet names to 31 characters without []:*?/\.
 */
export async function toXlsxBlob(table: ExportTable, sheetName = 'Data'): Promise<Blob> {
  const sheetData: SheetData = [
    table.columns.map((column) => ({ value: column.header, type: String, fontWeight: 'bold' })),
    ...table.rows.map((row) => table.columns.map((column) => xlsxCell(row[column.key]))),
  ];
  const sheet = sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Data';
  const blob = await writeExcelFile(sheetData, { sheet }).toBlob();
  return blob.type ? blob : new Blob([blob], { type: XLSX_MIME_TYPE });
}
