import { ImportFileError } from '../call-report';
import { withDelimitedTable, type DelimitedTable } from './delimited-table';
import type { SourceFile } from './file-source';
import { isQuarterEnd, parseUsDate } from './parse-date';

const NCUA_TABLE = { delimiter: ',', requireFinalNewline: true } as const;

/** Reads an NCUA file as a table: comma-separated, quoted where a name holds a comma. */
export async function withTable<T>(
  file: SourceFile,
  read: (table: DelimitedTable) => Promise<T>,
): Promise<T> {
  return withDelimitedTable(await file.open(), file.name, NCUA_TABLE, read);
}

/** The one cycle of the download, fixed by the first row read. */
export interface CycleDate {
  value: string | null;
}

/** Refuses a CYCLE_DATE that is not the quarter end of the other rows. */
export function checkCycle(cycle: CycleDate, text: string, file: string, line: number): void {
  const date = parseUsDate(text);
  if (date === null || !isQuarterEnd(date))
    throw new ImportFileError(file, line, 'CYCLE_DATE', `"${text}" is not a quarter-end date`);
  cycle.value ??= date;
  if (date !== cycle.value)
    throw new ImportFileError(
      file,
      line,
      'CYCLE_DATE',
      `${date} differs from the cycle ${cycle.value} of the other rows`,
    );
}

/** The charter number of a row (CU_NUMBER), refused when blank, 0 or not digits. */
export function parseCuNumber(text: string, file: string, line: number): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) === 0)
    throw new ImportFileError(file, line, 'CU_NUMBER', `"${text}" is not a charter number`);
  return Number(trimmed);
}
