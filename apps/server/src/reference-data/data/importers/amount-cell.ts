import { ImportFileError } from '../call-report';
import { parseNumber } from './parse-number';

/** Where a cell sits, for the message of a refused file. */
export interface CellPlace {
  file: string;
  line: number;
  column: string;
}

/** How an agency writes its amount cells, and what its codes are called in messages. */
export interface AmountRules {
  /** True/False cells read 1/0 (flags written as words in the FFIEC and NCUA files). */
  booleans: boolean;
  noun: 'item' | 'account';
  /** A value read but left out (NCUA: the zeros of retired accounts). */
  leaveOut?: (code: string, value: number) => boolean;
}

/**
 * Reads one amount cell into `items[code]`, the rule of every agency file: a blank cell is
 * absent (not zero); a cell that is not a number refuses the file, naming the column; so does
 * a value that differs from the one another file of the download gave for the same code.
 */
export function readAmountCell(
  items: Record<string, number>,
  code: string,
  text: string,
  place: CellPlace,
  rules: AmountRules,
): void {
  const value = parseAmount(text, rules.booleans);
  if (value === undefined) return;
  if (value === null)
    throw new ImportFileError(place.file, place.line, place.column, `"${text}" is not a number`);
  if (rules.leaveOut?.(code, value)) return;
  const earlier = items[code];
  if (earlier !== undefined && earlier !== value)
    throw new ImportFileError(
      place.file,
      place.line,
      place.column,
      `${value} differs from ${earlier} read for the same ${rules.noun} in another file`,
    );
  items[code] = value;
}

/** undefined: blank (absent); null: not a number. */
function parseAmount(text: string, booleans: boolean): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = parseNumber(trimmed);
  if (value !== null || !booleans) return value;
  const lower = trimmed.toLowerCase();
  return lower === 'true' ? 1 : lower === 'false' ? 0 : null;
}
