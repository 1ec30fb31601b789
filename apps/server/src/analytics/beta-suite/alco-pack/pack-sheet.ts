import { RATE_MOVE_TOLERANCE } from '@app/core/analytics/quarterly-changes';
import type { CellValue, PageSetup, Workbook, Worksheet } from 'exceljs';

/** Number formats of the pack: rates and costs are in percent already, shares are 0 to 1. */
export const FORMATS = {
  beta: '0.000',
  percent: '0.00',
  change: '0.000',
  share: '0.0%',
  balance: '#,##0',
  years: '0.00',
  date: 'yyyy-mm-dd',
  whole: '0',
  statistic: '0.0000',
} as const;
export type Format = (typeof FORMATS)[keyof typeof FORMATS];

export const INSUFFICIENT = 'Insufficient Data';

/** A rate move within this is no move (quarterly-changes.ts), as a formula writes it: 1E-9. */
export const NO_MOVE = RATE_MOVE_TOLERANCE.toExponential().toUpperCase().replace('+', '');

/** What every sheet's print header says. */
export interface PackHeading {
  institution: string;
  /** The last quarter of the range, yyyy-mm-dd. */
  asOf: string;
}

export interface Column {
  header: string;
  width: number;
  format?: Format;
}

/** Letter paper: exceljs leaves it unset by default, which an A4-locale Excel reads as A4. */
const LETTER = 1 as PageSetup['paperSize'];

/** '&' starts a code in an Excel header; a name's own '&' is written twice. */
const headerText = (text: string) => text.replace(/&/g, '&&');

/**
 * A sheet laid out as the room prints: Letter, one page wide, the header row frozen and repeated
 * on every page, the institution, sheet and as-of date in the page header, "Page n of N" below.
 * Row 1 holds the column headers; their widths and number formats are set here.
 */
export function addPackSheet(
  workbook: Workbook,
  name: string,
  heading: PackHeading,
  columns: readonly (Column | null)[],
): Worksheet {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: {
      paperSize: LETTER,
      orientation: columns.length > 7 ? 'landscape' : 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
      margins: { left: 0.5, right: 0.5, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 },
    },
    headerFooter: {
      oddHeader: `&L${headerText(heading.institution)}&C${headerText(name)}&RAs of ${heading.asOf}`,
      oddFooter: '&CPage &P of &N',
    },
  });
  columns.forEach((column, i) => {
    const sheetColumn = sheet.getColumn(i + 1);
    sheetColumn.width = column?.width ?? 3;
    if (column?.format) sheetColumn.numFmt = column.format;
    if (column) sheet.getCell(1, i + 1).value = column.header;
  });
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'bottom' };
  // Room for headers wrapped over three lines in their narrow columns.
  header.height = 45;
  return sheet;
}

/** An A1 reference, `'Sheet name'!$B$4` across sheets. */
export function ref(sheet: string | null, column: number, row: number, absolute = false): string {
  const letters = columnLetters(column);
  const cell = absolute ? `$${letters}$${row}` : `${letters}${row}`;
  return sheet === null ? cell : `'${sheet.replace(/'/g, "''")}'!${cell}`;
}

export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** A range of one column, `C2:C16`, optionally on another sheet. */
export function columnRange(sheet: string | null, column: number, from: number, to: number) {
  const start = ref(sheet, column, from);
  return `${start}:${ref(null, column, to)}`;
}

/**
 * A formula with the API's figure as its cached result, so the cell shows the number before any
 * recalculation and the formula bar shows how it is made. A null figure leaves the cell blank:
 * missing is never written as 0.
 */
export function formula(text: string, result: number | string | null): CellValue {
  return result === null ? null : { formula: text, result };
}

/** A figure the API leaves out: 'Insufficient Data' where a number would stand. */
export const orInsufficient = (value: CellValue, known: boolean): CellValue =>
  known ? value : INSUFFICIENT;

/** Sets a cell's value and, when given, its number format. */
export function put(
  sheet: Worksheet,
  row: number,
  column: number,
  value: CellValue,
  format?: Format,
): void {
  const cell = sheet.getCell(row, column);
  cell.value = value;
  if (format) cell.numFmt = format;
}

/** A report date as an Excel date (UTC midnight, shown yyyy-mm-dd). */
export const excelDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** Characters of the figure blocks' "How" column. */
const HOW_WIDTH = 60;

/**
 * A block of labelled figures beside a sheet's table (label, value(s), how it is made), from the
 * given column on row 1: its own headers share the frozen header row.
 */
export function figureBlock(
  sheet: Worksheet,
  column: number,
  valueHeaders: readonly string[] = ['Value'],
) {
  const howColumn = column + valueHeaders.length + 1;
  // A table with figures beside it is wider than it is tall.
  sheet.pageSetup.orientation = 'landscape';
  put(sheet, 1, column, 'Figure');
  sheet.getColumn(column).width = 34;
  valueHeaders.forEach((header, i) => {
    put(sheet, 1, column + 1 + i, header);
    sheet.getColumn(column + 1 + i).width = 14;
  });
  put(sheet, 1, howColumn, 'How');
  sheet.getColumn(howColumn).width = HOW_WIDTH;
  let row = 1;
  const addRow = (
    label: string,
    values: readonly CellValue[],
    how: string,
    format?: Format,
  ): FigureRef[] => {
    row += 1;
    put(sheet, row, column, label);
    put(sheet, row, howColumn, how);
    sheet.getCell(row, howColumn).alignment = { wrapText: true, vertical: 'top' };
    // Spreadsheets do not grow a row to its wrapped text on their own: one line per width.
    const lines = Math.ceil(how.length / HOW_WIDTH);
    if (lines > 1) sheet.getRow(row).height = 15 * lines;
    return values.map((value, i) => {
      put(sheet, row, column + 1 + i, value, format);
      return {
        local: ref(null, column + 1 + i, row, true),
        global: ref(sheet.name, column + 1 + i, row, true),
      };
    });
  };
  return {
    /** Adds a figure; returns its value's absolute reference on this sheet and from others. */
    add: (label: string, value: CellValue, how: string, format?: Format): FigureRef =>
      addRow(label, [value], how, format)[0]!,
    /** Adds a figure with one value per value column. */
    addRow,
  };
}

/** Where a figure stands: `$B$4` on its sheet, `'Decay'!$B$4` from another. */
export interface FigureRef {
  local: string;
  global: string;
}
