/**
 * One FRED series as downloaded from fred.stlouisfed.org (`fredgraph.csv`, or a `<ID>.csv`
 * copy): header `observation_date,<SERIES_ID>` (the older download says `DATE`), ISO dates,
 * plain decimals, LF line endings.
 *
 * Units are the series' own (percent per year for DGS10/FEDFUNDS, billions of dollars for
 * M2SL/WM2NS); nothing is converted. Monthly series are dated the first of the month.
 *
 * Pitfalls handled
 * - Missing values are empty cells (holidays in the daily Treasury series; DGS20 has none in
 *   1987-1993); the older format wrote `.`. Both are skipped, not read as zero.
 * - Dates must rise strictly: a repeated or out-of-order date means an edited or joined file.
 *
 * Refused (ImportFileError with file, line, field): a header other than date plus one series,
 * a non-date in the date column, a non-numeric value, a file cut inside its last line,
 * invalid UTF-8 or control bytes.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { ImportFileError } from '../call-report';
import { withDelimitedTable } from './delimited-table';
import { parseIsoDate } from './parse-date';
import { parseNumber } from './parse-number';

export interface FredSeries {
  seriesId: string;
  /** In file order, i.e. by date; missing observations left out. */
  observations: { date: string; value: number }[];
}

const DATE_COLUMNS = new Set(['OBSERVATION_DATE', 'DATE']);
const MISSING = new Set(['', '.']);

/**
 * `onRow` hears of every data row by its line, and of the ones left out (a missing value), so
 * the import report can count them.
 */
export async function readFredSeries(
  filePath: string,
  onRow?: (line: number, date: string, missing: boolean) => void,
): Promise<FredSeries> {
  const file = path.basename(filePath);
  const options = { delimiter: ',', requireFinalNewline: true } as const;
  return withDelimitedTable(createReadStream(filePath), file, options, async (table) => {
    const [dateColumn, seriesId] = table.columns as [string, string | undefined];
    if (!DATE_COLUMNS.has(dateColumn.toUpperCase()))
      throw new ImportFileError(file, 1, dateColumn, 'the first column must be observation_date');
    if (seriesId === undefined || table.columns.length > 2 || !/^[A-Za-z0-9_.]+$/.test(seriesId))
      throw new ImportFileError(file, 1, seriesId ?? null, 'expected one series id after the date');

    const observations: FredSeries['observations'] = [];
    let previous = '';
    for await (const { line, fields } of table.rows()) {
      const date = parseIsoDate(fields[0]!);
      if (date === null)
        throw new ImportFileError(
          file,
          line,
          dateColumn,
          `"${fields[0]!}" is not a YYYY-MM-DD date`,
        );
      if (date <= previous)
        throw new ImportFileError(file, line, dateColumn, `${date} does not follow ${previous}`);
      previous = date;
      const text = fields[1]!.trim();
      onRow?.(line, date, MISSING.has(text));
      if (MISSING.has(text)) continue;
      const value = parseNumber(text);
      if (value === null)
        throw new ImportFileError(file, line, seriesId, `"${text}" is not a number`);
      observations.push({ date, value });
    }
    return { seriesId, observations };
  });
}
