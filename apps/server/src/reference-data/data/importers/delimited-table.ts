import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { ImportFileError } from '../call-report';

export interface DelimitedTableOptions {
  delimiter: ',' | '\t';
  /**
   * Refuse a file whose last line has no line break. The agencies end every line with one, so
   * a missing final break is the sign of a file cut off inside its last value, which would
   * otherwise pass the field count.
   */
  requireFinalNewline: boolean;
  /** FFIEC: every line ends with one more, empty, field than the header names. */
  allowTrailingEmptyField?: boolean;
}

export interface RowOptions {
  /**
   * FFIEC TEXT items hold raw line breaks that split one record over several lines: a row
   * with too few fields is joined with the following lines until it has enough. Only for
   * files with text columns, where a short row is more likely split than truncated.
   */
  joinSplitRows?: boolean;
}

/** A data row: its fields in header order, and the 1-based line where it starts. */
export interface TableRow {
  readonly line: number;
  readonly fields: readonly string[];
}

/** A delimited text file opened past its header. */
export interface DelimitedTable {
  /** Base name, for messages. */
  readonly file: string;
  /** Header names, trimmed, quotes removed; a trailing empty name (FFIEC) dropped. */
  readonly columns: readonly string[];
  /** Index of a column, matched ignoring case; -1 when absent. */
  indexOf(name: string): number;
  /** Index of a column the importer cannot do without; refuses the file when it is missing. */
  require(name: string): number;
  /** The data rows, checked for width and encoding. Iterate once. */
  rows(options?: RowOptions): AsyncGenerator<TableRow>;
  /** Stops reading and releases the file; safe to call after the rows were read. */
  close(): Promise<void>;
}

interface RawRecord {
  line: number;
  fields: string[];
}

/**
 * Invalid UTF-8 decodes to U+FFFD; binary garbage brings NUL and other control bytes. Neither
 * occurs in the agencies' text files (NCUA and FDIC files are pure ASCII), so either one means
 * the file is not the text file it claims to be. Tab, CR and LF are the only controls allowed.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;

/**
 * Opens a CSV or TSV stream (RFC 4180 quoting, CRLF or LF, optional UTF-8 BOM) and reads its
 * header. Rows are parsed as they are read: a whole file is never held in memory.
 */
export async function openDelimitedTable(
  input: Readable,
  file: string,
  options: DelimitedTableOptions,
): Promise<DelimitedTable> {
  let columns: string[] = [];
  const records = readRecords(input, file, options, () => columns);
  const first = await nextNonBlank(records);
  if (first === null) throw new ImportFileError(file, null, null, 'the file is empty');
  try {
    columns = headerColumns(first, file);
  } catch (error) {
    await records.return(undefined);
    throw error;
  }
  // FFIEC lines end with a tab. Where the header does too, a line without it in a file with
  // text columns is taken as a record split by a line break inside a text item.
  const trailingExpected =
    options.allowTrailingEmptyField === true && first.fields[first.fields.length - 1] === '';
  const lookup = new Map(columns.map((name, index) => [name.toUpperCase(), index]));

  const indexOf = (name: string): number => lookup.get(name.toUpperCase()) ?? -1;
  return {
    file,
    columns,
    indexOf,
    require(name) {
      const index = indexOf(name);
      if (index === -1)
        throw new ImportFileError(file, first.line, name, 'required column is missing');
      return index;
    },
    rows: (rowOptions = {}) =>
      checkedRows(records, columns, file, options, {
        joinSplitRows: rowOptions.joinSplitRows === true,
        trailingExpected,
      }),
    async close() {
      await records.return(undefined);
    },
  };
}

/** Opens a table, hands it to `read`, and releases the file whatever happens. */
export async function withDelimitedTable<T>(
  input: Readable,
  file: string,
  options: DelimitedTableOptions,
  read: (table: DelimitedTable) => Promise<T>,
): Promise<T> {
  const table = await openDelimitedTable(input, file, options);
  try {
    return await read(table);
  } finally {
    await table.close();
  }
}

async function nextNonBlank(records: AsyncGenerator<RawRecord>): Promise<RawRecord | null> {
  for (;;) {
    const next = await records.next();
    if (next.done === true) return null;
    if (!isBlank(next.value.fields)) return next.value;
  }
}

function isBlank(fields: readonly string[]): boolean {
  return fields.length === 1 && fields[0]!.trim() === '';
}

function headerColumns(header: RawRecord, file: string): string[] {
  // The parser removes the quotes of a quoted name (FFIEC `"IDRSSD"`); spaces are noise.
  const names = header.fields.map((name) => name.trim());
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  const seen = new Set<string>();
  names.forEach((name, index) => {
    const label = name === '' ? `#${index + 1}` : name;
    if (NOT_TEXT.test(name))
      throw new ImportFileError(
        file,
        header.line,
        label,
        'not a text file (invalid UTF-8 or control characters)',
      );
    if (name === '') throw new ImportFileError(file, header.line, label, 'column has no name');
    // Upper-cased, because NCUA spells one code two ways (ACCT_ and Acct_).
    if (seen.has(name.toUpperCase()))
      throw new ImportFileError(file, header.line, name, 'column appears twice');
    seen.add(name.toUpperCase());
  });
  return names;
}

async function* checkedRows(
  records: AsyncGenerator<RawRecord>,
  columns: readonly string[],
  file: string,
  options: DelimitedTableOptions,
  rowOptions: { joinSplitRows: boolean; trailingExpected: boolean },
): AsyncGenerator<TableRow> {
  const width = columns.length;
  // A split record is complete when it has all its fields, the closing empty one included.
  const complete = width + (rowOptions.trailingExpected ? 1 : 0);
  let pending: RawRecord | null = null;
  for await (const record of records) {
    if (pending === null && isBlank(record.fields)) continue;
    const row: RawRecord = pending === null ? record : joinSplit(pending, record);
    pending = null;
    const count = row.fields.length;
    const trailingEmpty =
      options.allowTrailingEmptyField === true && count === width + 1 && row.fields[width] === '';
    if (rowOptions.joinSplitRows && count < complete) {
      pending = row;
    } else if (count === width || trailingEmpty) {
      const fields = trailingEmpty ? row.fields.slice(0, width) : row.fields;
      fields.forEach((value, index) => {
        if (NOT_TEXT.test(value))
          throw new ImportFileError(
            file,
            row.line,
            columns[index]!,
            'not a text file (invalid UTF-8 or control characters)',
          );
      });
      yield { line: row.line, fields };
    } else if (count < width) {
      throw shortRow(file, row, columns);
    } else {
      throw new ImportFileError(
        file,
        row.line,
        null,
        `the row has ${count} fields but the header names ${width}`,
      );
    }
  }
  if (pending !== null) throw shortRow(file, pending, columns);
}

function shortRow(file: string, row: RawRecord, columns: readonly string[]): ImportFileError {
  const count = row.fields.length;
  if (count >= columns.length)
    return new ImportFileError(
      file,
      row.line,
      columns[columns.length - 1]!,
      'the row ends without its closing tab (truncated file?)',
    );
  return new ImportFileError(
    file,
    row.line,
    columns[count]!,
    `the row ends after ${count} of ${columns.length} fields (truncated file?)`,
  );
}

/** A line break inside the last field of `head` split the record: put it back together. */
function joinSplit(head: RawRecord, tail: RawRecord): RawRecord {
  const fields = head.fields.slice(0, -1);
  fields.push(
    `${head.fields[head.fields.length - 1]!}\n${tail.fields[0]!}`,
    ...tail.fields.slice(1),
  );
  return { line: head.line, fields };
}

/** Physical lines one parsed record took, from its raw text (with or without its line break). */
function linesOf(raw: string): number {
  let breaks = 0;
  for (let at = raw.indexOf('\n'); at !== -1; at = raw.indexOf('\n', at + 1)) breaks += 1;
  return raw.endsWith('\n') ? breaks : breaks + 1;
}

async function* readRecords(
  input: Readable,
  file: string,
  options: DelimitedTableOptions,
  columns: () => readonly string[],
): AsyncGenerator<RawRecord> {
  let lastByte = -1;
  const watchEnd = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.length > 0) lastByte = chunk[chunk.length - 1]!;
      done(null, chunk);
    },
  });
  const parser = parse({
    delimiter: options.delimiter,
    bom: true,
    raw: true,
    // Widths are checked by the table, to name the line and field in the message.
    relax_column_count: true,
    // FFIEC text items carry stray quotes (`12" PIPE`); keep them as text.
    relax_quotes: true,
    skip_empty_lines: false,
  });
  const piped = pipeline(input, watchEnd, parser);
  // A failure surfaces through the iteration below; this only keeps it from being unhandled.
  piped.catch(() => undefined);

  let line = 1;
  let lastLine = 0;
  try {
    for await (const { record, raw } of parser as AsyncIterable<{
      record: string[];
      raw: string;
    }>) {
      lastLine = line;
      yield { line, fields: record };
      line += linesOf(raw);
    }
    await piped;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    if (error instanceof CsvError) {
      const problem =
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'a quoted field is never closed (truncated file?)'
          : `malformed ${options.delimiter === ',' ? 'CSV' : 'tab-delimited'} text (${error.message})`;
      // The parser's own count: it runs ahead of the rows handed out, so `line` may lag.
      const at = typeof error.lines === 'number' ? error.lines : null;
      throw new ImportFileError(file, at, null, problem);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportFileError(file, null, null, `could not be read (${reason})`);
  } finally {
    parser.destroy();
  }
  if (options.requireFinalNewline && lastByte !== -1 && lastByte !== 0x0a) {
    const last = columns();
    throw new ImportFileError(
      file,
      lastLine,
      last.length > 0 ? last[last.length - 1]! : null,
      'the file ends inside a line (cut off?)',
    );
  }
}
