/**
 * NCUA 5300 call report, quarterly bulk data (one cycle): the zip as downloaded from
 * ncua.gov ("5300 Call Report Quarterly Data") or the folder it unpacks to.
 *
 * Reads
 * - FOICU.txt (required; the Readme spells it Foicu.txt): the roster. Name, city, state, zip,
 *   TOM_CODE (type of membership, padded: `"99  "`) and LIMITED_INC (low-income designation).
 * - FS220.txt (required) and every other FS220*.txt present (FS220A ... FS220S): the accounts,
 *   one row per credit union in each, merged per CU_NUMBER into one CallReport.
 * - AcctDesc.txt (optional): the account dictionary of the cycle. Its TableName says which
 *   FS220x file holds each account, so the schedules a download lacks are known from the cycle
 *   itself, not from a list written here: a live account (STATUS True) of a table with no file
 *   is "not reported in the source files" (`unavailableItems`), and the table is listed in
 *   the import report as missing. Accounts it marks retired (STATUS False) are left out where
 *   they read 0, which is every cell of them in the 2025-12 cycle: NCUA no longer collects
 *   them, and a formula should see "not reported", not a real zero.
 * - Nothing else: ATM, branch and trade-name files, Report1, Readme and FOICUDES feed no
 *   metric (branch counts are FS220 accounts); the import report lists them as not read.
 *
 * Units: whole dollars, exactly as published (not thousands, unlike the banks). Income and
 * expense accounts are year-to-date. Rates (ACCT_521 ... 524, 565, 568) keep their decimals;
 * ACCT_998 (net worth ratio) is in basis points.
 *
 * Pitfalls handled
 * - Column names mix cases (ACCT_115 beside Acct_661A): every code is upper-cased.
 * - CYCLE_DATE is `12/31/2025 0:00:00`; it must be the same quarter end on every row of every
 *   file, else the file is refused.
 * - 282 FOICU rows hold a comma inside a quoted name or street: a real CSV parser is used.
 * - FS220D and FS220S (not in the local copy) carry profile fields beside the accounts:
 *   columns not named ACCT_* (CEO, Phone, BoardMinorityStatus ...) and a few text accounts
 *   (TEXT_ACCOUNTS below) are skipped; ACCT_891, the web address, becomes `website`. Boolean
 *   cells written True/False (as NCUA writes FOICU.IsMDI) read 1/0. Any other non-numeric
 *   account cell refuses the file, naming the column: add it to TEXT_ACCOUNTS if it is text.
 * - ACCT_602 is live but 0 for every CU (net income is ACCT_661A); nothing is done about it here.
 *
 * Refused (ImportFileError with file, line, field): a missing FOICU.txt or FS220.txt, a
 * missing CU_NUMBER or CYCLE_DATE column, rows cut short, invalid UTF-8 or control bytes, a
 * non-numeric account value, a CU listed twice in one file (which row is right is unknown).
 *
 * Skipped, each with its key and reason in the import report: a schedule row of a CU that
 * FOICU does not list (nothing to attach it to), and a FOICU CU without an FS220 row (no
 * balance sheet: not stored at all rather than stored empty).
 */
import { iidOf } from '@app/core/domain/institution-ids';
import type {
  CallReport,
  ImportBatch,
  ImportedInstitution,
  MissingSchedule,
  SkippedRow,
  SourceReading,
} from '../call-report';
import { ImportFileError } from '../call-report';
import { withDelimitedTable } from './delimited-table';
import type { DelimitedTable } from './delimited-table';
import type { SourceFile } from './file-source';
import { openFileSource } from './file-source';
import { isQuarterEnd, parseUsDate } from './parse-date';
import { parseNumber } from './parse-number';

/** Key and bookkeeping columns of every FS220* file: not amounts. */
const IDENTITY_COLUMNS = new Set(['CU_NUMBER', 'CYCLE_DATE', 'JOIN_NUMBER', 'UPDATE_DATE']);

/**
 * ACCT_ columns that AcctDesc describes as names, dates or identifiers (FS220D, FS220S), so
 * they cannot be amounts. The list comes from the account names in AcctDesc.txt of 2025-12.
 */
const TEXT_ACCOUNTS = new Set([
  'ACCT_876', // company providing share insurance other than the NCUSIF
  'ACCT_887Z', // other electronic services, please specify
  'ACCT_893', // website maintenance vendor
  'ACCT_894', // website host vendor
  'ACCT_PG0001', // legal entity identifier
  'ACCT_PP0035', // name of the surcharge-free ATM network
  'ACCT_PP0036', // name of the shared service center / network
  'ACCT_PR0004', // date of HMDA LAR filing
]);

const WEBSITE_ACCOUNT = 'ACCT_891';

const NCUA_TABLE = { delimiter: ',', requireFinalNewline: true } as const;

export async function readNcuaCallReport(sourcePath: string): Promise<ImportBatch> {
  const source = await openFileSource(sourcePath);
  try {
    const reading: SourceReading = {
      files: [],
      ignoredFiles: [],
      skipped: [],
      missingSchedules: [],
    };
    const missingRequired = REQUIRED_FILES.filter((name) => source.find(name) === undefined);
    if (missingRequired.length > 0) {
      reading.missingRequired = missingRequired;
      reading.ignoredFiles = source.files.map((file) => file.name);
      throw new ImportFileError(
        missingRequired[0]!,
        null,
        null,
        `required file is missing from ${source.name}`,
        reading,
      );
    }
    const foicu = source.find('FOICU.txt')!;
    const main = source.find('FS220.txt')!;
    const schedules = source.files.filter((file) => SCHEDULE_FILE.test(file.name));
    const acctDescFile = source.find('AcctDesc.txt');
    const dictionary =
      acctDescFile === undefined ? emptyDictionary() : await readDictionary(acctDescFile);

    const cycle: CycleDate = { value: null };
    const roster = await readRoster(foicu, cycle);
    reading.files.push({ name: foicu.name, rows: roster.size });
    if (acctDescFile) reading.files.push({ name: acctDescFile.name, rows: dictionary.rows });
    const items = new Map<number, Record<string, number>>();
    for (const cuNumber of roster.keys()) items.set(cuNumber, {});
    let filed = new Set<number>();
    for (const schedule of schedules) {
      const read = await readSchedule(schedule, roster, items, dictionary.retired, cycle);
      reading.files.push({ name: schedule.name, rows: read.rows });
      reading.skipped.push(...read.skipped);
      if (schedule === main) filed = read.seen;
    }
    for (const [cuNumber, entry] of roster) {
      if (filed.has(cuNumber)) continue;
      // No balance sheet at all: stored empty it would show as an institution with no figures.
      roster.delete(cuNumber);
      reading.skipped.push({
        file: foicu.name,
        line: entry.line,
        key: `CU_NUMBER ${cuNumber}`,
        reason: `no row in ${main.name}`,
      });
    }
    if (roster.size === 0)
      throw new ImportFileError(main.name, null, null, 'holds no credit union of FOICU');

    const readNames = new Set(reading.files.map((file) => file.name));
    reading.ignoredFiles = source.files
      .map((file) => file.name)
      .filter((name) => !readNames.has(name));
    reading.missingSchedules = missingSchedules(dictionary, schedules);

    const reportDate = cycle.value!;
    const cuNumbers = [...roster.keys()].sort((a, b) => a - b);
    return {
      source: 'ncua',
      reportDate,
      institutions: cuNumbers.map((cuNumber) => roster.get(cuNumber)!.institution),
      reports: cuNumbers.map((cuNumber): CallReport => ({
        iid: iidOf('credit union', cuNumber),
        reportDate,
        items: items.get(cuNumber)!,
      })),
      unavailableItems: reading.missingSchedules.flatMap((missing) => missing.items).sort(),
      reading,
    };
  } finally {
    await source.close();
  }
}

const REQUIRED_FILES = ['FOICU.txt', 'FS220.txt'];

/** FS220.txt, FS220A.txt … FS220S.txt and any letter NCUA adds. */
const SCHEDULE_FILE = /^FS220[A-Z]*\.txt$/i;

/** What AcctDesc.txt says about the cycle's accounts. */
interface AccountDictionary {
  rows: number;
  /** Upper-cased codes of the accounts marked retired (STATUS False). */
  retired: Set<string>;
  /** Per table (FS220, FS220A …, upper-cased), its live accounts, upper-cased. */
  liveByTable: Map<string, string[]>;
}

function emptyDictionary(): AccountDictionary {
  return { rows: 0, retired: new Set(), liveByTable: new Map() };
}

/**
 * The tables AcctDesc.txt places live accounts in that have no file in the download, each
 * with those accounts. A table whose every account is retired (FS220K in 2025-12) is not
 * missing: NCUA no longer fills it.
 */
function missingSchedules(
  dictionary: AccountDictionary,
  schedules: readonly SourceFile[],
): MissingSchedule[] {
  const present = new Set(schedules.map((file) => file.name.replace(/\.txt$/i, '').toUpperCase()));
  return [...dictionary.liveByTable]
    .filter(([table]) => !present.has(table))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([schedule, accounts]) => ({
      schedule,
      items: accounts.filter((code) => code.startsWith('ACCT_')).sort(),
    }))
    .filter((missing) => missing.items.length > 0);
}

async function withTable<T>(
  file: SourceFile,
  read: (table: DelimitedTable) => Promise<T>,
): Promise<T> {
  return withDelimitedTable(await file.open(), file.name, NCUA_TABLE, read);
}

/** The one cycle of the download, fixed by the first row read. */
interface CycleDate {
  value: string | null;
}

function checkCycle(cycle: CycleDate, text: string, file: string, line: number): void {
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

function parseCuNumber(text: string, file: string, line: number): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) === 0)
    throw new ImportFileError(file, line, 'CU_NUMBER', `"${text}" is not a charter number`);
  return Number(trimmed);
}

interface RosterEntry {
  line: number;
  institution: ImportedInstitution;
}

async function readRoster(file: SourceFile, cycle: CycleDate): Promise<Map<number, RosterEntry>> {
  return withTable(file, async (table) => {
    const at = {
      cuNumber: table.require('CU_NUMBER'),
      cycleDate: table.require('CYCLE_DATE'),
      name: table.require('CU_NAME'),
      city: table.require('CITY'),
      state: table.require('STATE'),
      zip: table.require('ZIP_CODE'),
      tomCode: table.require('TOM_CODE'),
      limitedIncome: table.require('LIMITED_INC'),
    };
    const roster = new Map<number, RosterEntry>();
    for await (const { line, fields } of table.rows()) {
      const cuNumber = parseCuNumber(fields[at.cuNumber]!, file.name, line);
      if (roster.has(cuNumber))
        throw new ImportFileError(
          file.name,
          line,
          'CU_NUMBER',
          `credit union ${cuNumber} is listed twice`,
        );
      checkCycle(cycle, fields[at.cycleDate]!, file.name, line);
      const name = fields[at.name]!.trim();
      if (name === '') throw new ImportFileError(file.name, line, 'CU_NAME', 'the name is empty');
      const zip = fields[at.zip]!.trim();
      roster.set(cuNumber, {
        line,
        institution: {
          iid: iidOf('credit union', cuNumber),
          agencyId: cuNumber,
          institutionType: 'credit union',
          name,
          city: fields[at.city]!.trim(),
          state: fields[at.state]!.trim(),
          zip: zip === '' ? null : zip,
          website: null,
          ownershipType: null,
          fdicCert: null,
          tomCode: parseTomCode(fields[at.tomCode]!, file.name, line),
          lowIncome: parseFlag(fields[at.limitedIncome]!, file.name, line),
        },
      });
    }
    if (roster.size === 0)
      throw new ImportFileError(file.name, null, null, 'lists no credit unions');
    return roster;
  });
}

function parseTomCode(text: string, file: string, line: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed))
    throw new ImportFileError(file, line, 'TOM_CODE', `"${text}" is not a membership type code`);
  return Number(trimmed);
}

function parseFlag(text: string, file: string, line: number): boolean | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed === '1' || trimmed === '0') return trimmed === '1';
  throw new ImportFileError(file, line, 'LIMITED_INC', `"${text}" is not 0 or 1`);
}

/** Reads AcctDesc.txt: which accounts are retired, and which table holds each live one. */
async function readDictionary(file: SourceFile): Promise<AccountDictionary> {
  return withTable(file, async (table) => {
    const account = table.require('Account');
    const status = table.require('STATUS');
    const tableName = table.require('TableName');
    const dictionary = emptyDictionary();
    for await (const { line, fields } of table.rows()) {
      dictionary.rows += 1;
      const value = fields[status]!.trim().toLowerCase();
      if (value !== 'true' && value !== 'false')
        throw new ImportFileError(
          file.name,
          line,
          'STATUS',
          `"${fields[status]!}" is not True or False`,
        );
      const code = fields[account]!.trim().toUpperCase();
      if (value === 'false') {
        dictionary.retired.add(code);
        continue;
      }
      const holder = fields[tableName]!.trim().toUpperCase();
      if (holder === '') continue;
      const live = dictionary.liveByTable.get(holder) ?? [];
      live.push(code);
      dictionary.liveByTable.set(holder, live);
    }
    return dictionary;
  });
}

type ColumnPlan = { kind: 'skip' } | { kind: 'website' } | { kind: 'item'; code: string };

function planColumn(name: string): ColumnPlan {
  const code = name.toUpperCase();
  if (IDENTITY_COLUMNS.has(code)) return { kind: 'skip' };
  // Profile fields of FS220D/FS220S (names, phone numbers, minority status): not accounts.
  if (!code.startsWith('ACCT_')) return { kind: 'skip' };
  if (code === WEBSITE_ACCOUNT) return { kind: 'website' };
  if (TEXT_ACCOUNTS.has(code)) return { kind: 'skip' };
  return { kind: 'item', code };
}

/**
 * Reads one FS220* file into `items`: the credit unions it has a row for, its data rows and
 * the rows skipped.
 */
async function readSchedule(
  file: SourceFile,
  roster: ReadonlyMap<number, RosterEntry>,
  items: Map<number, Record<string, number>>,
  retired: ReadonlySet<string>,
  cycle: CycleDate,
): Promise<{ seen: Set<number>; rows: number; skipped: SkippedRow[] }> {
  return withTable(file, async (table) => {
    const cuNumberAt = table.require('CU_NUMBER');
    const cycleDateAt = table.require('CYCLE_DATE');
    const plans = table.columns.map(planColumn);
    const seen = new Set<number>();
    const skipped: SkippedRow[] = [];
    let rows = 0;
    for await (const { line, fields } of table.rows()) {
      rows += 1;
      const cuNumber = parseCuNumber(fields[cuNumberAt]!, file.name, line);
      const entry = roster.get(cuNumber);
      if (entry === undefined) {
        skipped.push({
          file: file.name,
          line,
          key: `CU_NUMBER ${cuNumber}`,
          reason: 'not in the FOICU roster',
        });
        continue;
      }
      if (seen.has(cuNumber))
        throw new ImportFileError(
          file.name,
          line,
          'CU_NUMBER',
          `credit union ${cuNumber} is listed twice`,
        );
      seen.add(cuNumber);
      checkCycle(cycle, fields[cycleDateAt]!, file.name, line);
      const report = items.get(cuNumber)!;
      plans.forEach((plan, index) => {
        if (plan.kind === 'skip') return;
        const text = fields[index]!;
        if (plan.kind === 'website') {
          const website = text.trim();
          if (website !== '') entry.institution.website = website;
          return;
        }
        const value = parseAmount(text);
        if (value === undefined) return;
        if (value === null)
          throw new ImportFileError(
            file.name,
            line,
            table.columns[index]!,
            `"${text}" is not a number`,
          );
        if (value === 0 && retired.has(plan.code)) return;
        const earlier = report[plan.code];
        if (earlier !== undefined && earlier !== value)
          throw new ImportFileError(
            file.name,
            line,
            table.columns[index]!,
            `${value} differs from ${earlier} read for the same account in another file`,
          );
        report[plan.code] = value;
      });
    }
    return { seen, rows, skipped };
  });
}

/** undefined: blank (absent); null: not a number. */
function parseAmount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = parseNumber(trimmed);
  if (value !== null) return value;
  const lower = trimmed.toLowerCase();
  if (lower === 'true') return 1;
  if (lower === 'false') return 0;
  return null;
}
