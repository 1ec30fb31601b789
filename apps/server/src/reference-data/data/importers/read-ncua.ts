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
import type { CallReport, ImportBatch, SkippedRow, SourceReading } from '../call-report';
import { ImportFileError } from '../call-report';
import { readAmountCell, type AmountRules } from './amount-cell';
import { emptyDictionary, missingSchedules, readDictionary } from './ncua-account-dictionary';
import { readRoster, type RosterEntry } from './ncua-roster';
import { checkCycle, parseCuNumber, withTable, type CycleDate } from './ncua-table';
import type { SourceFile } from './file-source';
import { openFileSource } from './file-source';

/** Key and bookkeeping columns of every FS220* file: not amounts. */
const IDENTITY_COLUMNS = new Set(['CU_NUMBER', 'CYCLE_DATE', 'JOIN_NUMBER', 'UPDATE_DATE']);

/**
 * ACCT_ columns that AcctDesc describes as names, dates or identifiers (FS220D, FS220S), so
 * they cannot be amounts. The list comes from the account names in AcctDesc.txt of 2025-12,
 * and from the text cells of the 2023-12 cycle's FS220N and FS220S.
 */
const TEXT_ACCOUNTS = new Set([
  'ACCT_NW0001', // CECL adoption date (2023-12: "03/01/2023")
  'ACCT_PG0002', // how the call report is prepared (2023-12: "Automated")
  'ACCT_PS0007A', // name of a service provider (2023-12: "Core processor")
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
    const amounts: AmountRules = {
      booleans: true,
      noun: 'account',
      leaveOut: (code, value) => value === 0 && retired.has(code),
    };
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
        readAmountCell(
          report,
          plan.code,
          text,
          { file: file.name, line, column: table.columns[index]! },
          amounts,
        );
      });
    }
    return { seen, rows, skipped };
  });
}
