import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { OWN_DATA_MESSAGES } from '@app/core/api/own-deposit-data';
import { badRequest } from '../../platform/http/http-error';

/** One line of the file as text cells, with the line number the user sees in their editor. */
export interface FileLine {
  line: number;
  cells: string[];
}

/** An XLSX workbook is a zip archive: it starts with "PK\3\4". */
const isZip = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/** A cell of exceljs as the text a CSV would hold; a date typed in Excel becomes YYYY-MM. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 7);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

async function workbookLines(bytes: Uint8Array): Promise<FileLine[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(OWN_DATA_MESSAGES.unreadableWorkbook);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(OWN_DATA_MESSAGES.empty);
  const lines: FileLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    // row.values is 1-based: index 0 is always empty.
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    lines.push({ line, cells: Array.from(values, (v) => cellText(v).trim()) });
  });
  return lines;
}

function csvLines(bytes: Uint8Array): FileLine[] {
  try {
    const records = parse(Buffer.from(bytes), {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    throw badRequest(
      `The file could not be read as CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * The file's lines, read through csv-parse or exceljs (the project's maintained parsers):
 * an XLSX workbook's first sheet, else CSV in UTF-8 (a spreadsheet's "Save as CSV").
 */
export async function fileLines(bytes: Uint8Array): Promise<FileLine[]> {
  return isZip(bytes) ? workbookLines(bytes) : csvLines(bytes);
}
