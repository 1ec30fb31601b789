/**
 * FFIEC CDR bulk call reports, product "Call Reports -- Single Period", format "Tab
 * Delimited": the zip as downloaded (`FFIEC CDR Call Bulk All Schedules MMDDYYYY.zip`) or the
 * folder it unpacks to. Layout from docs/research/call-report-layouts.md section 1; no real
 * file was available to check it, so read the pitfalls below as the checklist for the first.
 *
 * Reads
 * - `FFIEC CDR Call Bulk POR MMDDYYYY.txt` (required): the roster, one row per filer: IDRSSD,
 *   name, city, state, zip and FDIC certificate number (0 or blank: none).
 * - every `FFIEC CDR Call Schedule <CODE> MMDDYYYY.txt`, and the parts of a split schedule
 *   `... MMDDYYYY(1 of 2).txt` (all parts must be present), merged per IDRSSD: each file
 *   gives some codes of some banks, and the union is the report. Other members (Readme.txt)
 *   are ignored.
 * - The report date comes from the file names; every name (and the zip's) must carry the same
 *   quarter end.
 *
 * Units: thousands of dollars, as published; RIAD (income) items year-to-date; ratios that
 * banks report themselves (RCOA7204 ...) are percentages. MDRM codes are kept as they are,
 * RCFD and RCON side by side; choosing between them is the formulas' work.
 *
 * Pitfalls handled
 * - Row 1 holds the codes, its first one written `"IDRSSD"` with the quotes. Row 2 of each
 *   schedule holds item descriptions with an empty first cell: it is skipped, not read as a
 *   bank. The POR has no description row.
 * - Every line ends with a tab, an extra empty field the header does not name.
 * - Blank, NR (not reported) and CONF (confidential) cells are absent, never zero; a CONF cell
 *   is also listed in the report's `withheld` (unknown, not blank). A filed 0
 *   stays 0. true/false cells (yes/no items) read 1/0.
 * - TEXT* columns (free text, in NARR and RIE) are not imported, nor RCON9999/RCFD9999 (the
 *   report date as a number) or RCON9224/RCFD9224 (the legal entity identifier). A schedule
 *   with no other column (NARR) is not read past its header. Text items may hold raw line
 *   breaks: in files with TEXT* columns, a row cut short is joined with the next line(s).
 *   A stray tab inside a text item (seen once, RIE 06302004) still refuses the file.
 * - The same code read twice for a bank (in two parts or two schedules) must agree.
 *
 * Refused (ImportFileError with file, line, field): no POR file, a missing part of a split
 * schedule, names with different dates, no IDRSSD column, rows cut short, invalid UTF-8 or
 * control bytes, a non-numeric value outside the text columns, a bank not in the POR, a bank
 * listed twice in one file.
 */
import path from 'node:path';
import { iidOf } from '@app/core/domain/institution-ids';
import type { CallReport, ImportBatch, ImportedInstitution } from '../call-report';
import { ImportFileError } from '../call-report';
import { readAmountCell, type AmountRules } from './amount-cell';
import { withDelimitedTable } from './delimited-table';
import type { FileSource, SourceFile } from './file-source';
import { openFileSource } from './file-source';
import { isQuarterEnd, parseMmddyyyy } from './parse-date';

const BULK_FILE =
  /^FFIEC CDR Call (?:(Bulk POR)|Schedule ([A-Z0-9]+)) (\d{8}) ?(?:\((\d+) of (\d+)\))?\.txt$/i;
const BULK_ZIP = /^FFIEC CDR Call Bulk All Schedules (\d{8})(?:\.zip)?$/i;

/** Columns that are not amounts although they are not TEXT items. */
const NON_AMOUNT_CODES = new Set([
  'RCON9999', // report date as YYYYMMDD: the date comes from the file names
  'RCFD9999',
  'RCON9224', // legal entity identifier, 20 characters
  'RCFD9224',
]);

const ABSENT = new Set(['', 'NR', 'CONF']);

const FFIEC_AMOUNTS: AmountRules = { booleans: true, noun: 'item' };

const FFIEC_TABLE = {
  delimiter: '\t',
  allowTrailingEmptyField: true,
  // Not known whether the CDR ends its files with a line break, so not required.
  requireFinalNewline: false,
} as const;

interface BulkFile {
  file: SourceFile;
  date: string;
  /** MMDDYYYY as written in the name. */
  stamp: string;
}

interface SchedulePart extends BulkFile {
  code: string;
  part: number;
  of: number;
}

export async function readFfiecCallReport(sourcePath: string): Promise<ImportBatch> {
  const source = await openFileSource(sourcePath);
  try {
    const { por, schedules, reportDate } = classifyFiles(source, path.basename(sourcePath));
    const roster = await readRoster(por.file);
    const items = new Map<number, Record<string, number>>();
    for (const rssd of roster.keys()) items.set(rssd, {});
    const withheld = new Map<number, string[]>();
    for (const schedule of schedules) await readSchedule(schedule.file, roster, items, withheld);

    const rssds = [...roster.keys()].sort((a, b) => a - b);
    return {
      source: 'ffiec',
      reportDate,
      institutions: rssds.map((rssd) => roster.get(rssd)!),
      reports: rssds.map((rssd): CallReport => ({
        iid: iidOf('bank', rssd),
        reportDate,
        items: items.get(rssd)!,
        ...(withheld.has(rssd) ? { withheld: withheld.get(rssd)! } : {}),
      })),
    };
  } finally {
    await source.close();
  }
}

function classifyFiles(
  source: FileSource,
  sourceName: string,
): { por: BulkFile; schedules: SchedulePart[]; reportDate: string } {
  const pors: BulkFile[] = [];
  const schedules: SchedulePart[] = [];
  let first: BulkFile | null = null;
  const zipDate = BULK_ZIP.exec(sourceName)?.[1];
  for (const file of source.files) {
    const match = BULK_FILE.exec(file.name);
    if (match === null) continue;
    const stamp = match[3]!;
    const date = parseMmddyyyy(stamp);
    if (date === null || !isQuarterEnd(date))
      throw new ImportFileError(file.name, null, null, `${stamp} in the name is not a quarter end`);
    const bulkFile: BulkFile = { file, date, stamp };
    first ??= bulkFile;
    if (date !== first.date)
      throw new ImportFileError(
        file.name,
        null,
        null,
        `the date ${stamp} in the name differs from ${first.stamp} in ${first.file.name}`,
      );
    if (zipDate !== undefined && stamp !== zipDate)
      throw new ImportFileError(
        file.name,
        null,
        null,
        `the date ${stamp} in the name differs from ${zipDate} in ${sourceName}`,
      );
    if (match[1] !== undefined) pors.push(bulkFile);
    else
      schedules.push({
        ...bulkFile,
        code: match[2]!.toUpperCase(),
        part: Number(match[4] ?? 1),
        of: Number(match[5] ?? 1),
      });
  }
  const stamp = first?.stamp ?? zipDate ?? 'MMDDYYYY';
  const por = pors[0];
  if (por === undefined)
    throw new ImportFileError(
      `FFIEC CDR Call Bulk POR ${stamp}.txt`,
      null,
      null,
      `required file is missing from ${source.name}`,
    );
  if (pors.length > 1)
    throw new ImportFileError(
      pors[1]!.file.name,
      null,
      null,
      `a second POR file in ${source.name}`,
    );
  if (schedules.length === 0)
    throw new ImportFileError(source.name, null, null, 'holds no "FFIEC CDR Call Schedule" files');
  checkParts(schedules, stamp);
  return { por, schedules, reportDate: por.date };
}

/** Every part 1..n of a split schedule must be there, once, and nothing unsplit beside it. */
function checkParts(schedules: readonly SchedulePart[], stamp: string): void {
  const byCode = new Map<string, SchedulePart[]>();
  for (const schedule of schedules)
    byCode.set(schedule.code, [...(byCode.get(schedule.code) ?? []), schedule]);
  for (const [code, parts] of byCode) {
    const of = parts[0]!.of;
    for (const part of parts) {
      if (part.of !== of || part.part < 1 || part.part > of)
        throw new ImportFileError(
          part.file.name,
          null,
          null,
          `does not fit with ${parts[0]!.file.name} (parts of one schedule)`,
        );
    }
    for (let number = 1; number <= of; number += 1) {
      const found = parts.filter((part) => part.part === number);
      const name = `FFIEC CDR Call Schedule ${code} ${stamp}${of > 1 ? `(${number} of ${of})` : ''}.txt`;
      if (found.length === 0)
        throw new ImportFileError(
          name,
          null,
          null,
          'required file is missing (part of a split schedule)',
        );
      if (found.length > 1)
        throw new ImportFileError(
          found[1]!.file.name,
          null,
          null,
          `repeats ${found[0]!.file.name}`,
        );
    }
  }
}

function parseRssd(text: string, file: string, line: number): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) === 0)
    throw new ImportFileError(file, line, 'IDRSSD', `"${text}" is not an RSSD id`);
  return Number(trimmed);
}

async function readRoster(file: SourceFile): Promise<Map<number, ImportedInstitution>> {
  return withDelimitedTable(await file.open(), file.name, FFIEC_TABLE, async (table) => {
    const at = {
      rssd: table.require('IDRSSD'),
      cert: table.require('FDIC Certificate Number'),
      name: table.require('Financial Institution Name'),
      city: table.require('Financial Institution City'),
      state: table.require('Financial Institution State'),
      zip: table.require('Financial Institution Zip Code'),
    };
    const roster = new Map<number, ImportedInstitution>();
    for await (const { line, fields } of table.rows()) {
      const rssd = parseRssd(fields[at.rssd]!, file.name, line);
      if (roster.has(rssd))
        throw new ImportFileError(file.name, line, 'IDRSSD', `bank ${rssd} is listed twice`);
      const name = fields[at.name]!.trim();
      if (name === '')
        throw new ImportFileError(file.name, line, table.columns[at.name]!, 'the name is empty');
      const cert = fields[at.cert]!.trim();
      if (cert !== '' && !/^\d+$/.test(cert))
        throw new ImportFileError(
          file.name,
          line,
          table.columns[at.cert]!,
          `"${cert}" is not a number`,
        );
      const zip = fields[at.zip]!.trim();
      roster.set(rssd, {
        iid: iidOf('bank', rssd),
        agencyId: rssd,
        institutionType: 'bank',
        name,
        city: fields[at.city]!.trim(),
        state: fields[at.state]!.trim(),
        zip: zip === '' ? null : zip,
        website: null,
        // Not in the CDR files; FDIC SDI (read-fdic.ts) has what it takes.
        ownershipType: null,
        fdicCert: cert === '' || Number(cert) === 0 ? null : Number(cert),
        tomCode: null,
        lowIncome: null,
      });
    }
    if (roster.size === 0) throw new ImportFileError(file.name, null, null, 'lists no banks');
    return roster;
  });
}

async function readSchedule(
  file: SourceFile,
  roster: ReadonlyMap<number, ImportedInstitution>,
  items: Map<number, Record<string, number>>,
  withheld: Map<number, string[]>,
): Promise<void> {
  return withDelimitedTable(await file.open(), file.name, FFIEC_TABLE, async (table) => {
    if (table.columns[0]!.toUpperCase() !== 'IDRSSD')
      throw new ImportFileError(file.name, 1, 'IDRSSD', 'the first column must be IDRSSD');
    const codes = table.columns.map((name, index): string | null => {
      const code = name.toUpperCase();
      return index === 0 || code.startsWith('TEXT') || NON_AMOUNT_CODES.has(code) ? null : code;
    });
    // NARR and the like: nothing to import, and free text that need not parse cleanly.
    if (codes.every((code) => code === null)) return;
    const hasText = table.columns.some((name) => name.toUpperCase().startsWith('TEXT'));
    const seen = new Set<number>();
    let firstRow = true;
    for await (const { line, fields } of table.rows({ joinSplitRows: hasText })) {
      // Row 2: the item descriptions, under an empty IDRSSD cell.
      if (firstRow && fields[0]!.trim() === '') {
        firstRow = false;
        continue;
      }
      firstRow = false;
      const rssd = parseRssd(fields[0]!, file.name, line);
      if (!roster.has(rssd))
        throw new ImportFileError(file.name, line, 'IDRSSD', `bank ${rssd} is not in the POR file`);
      if (seen.has(rssd))
        throw new ImportFileError(file.name, line, 'IDRSSD', `bank ${rssd} is listed twice`);
      seen.add(rssd);
      const report = items.get(rssd)!;
      codes.forEach((code, index) => {
        if (code === null) return;
        const text = fields[index]!.trim();
        if (ABSENT.has(text.toUpperCase())) {
          // Confidential: filed but not published, so unknown rather than blank ("not
          // reported in the source files"). NR is left a blank: it also marks items a form
          // does not require, which a sum may count as 0.
          if (text.toUpperCase() === 'CONF')
            withheld.set(rssd, [...(withheld.get(rssd) ?? []), code]);
          return;
        }
        readAmountCell(
          report,
          code,
          text,
          { file: file.name, line, column: table.columns[index]! },
          FFIEC_AMOUNTS,
        );
      });
    }
  });
}
