import type { MissingSchedule } from '../call-report';
import { ImportFileError } from '../call-report';
import type { SourceFile } from './file-source';
import { withTable } from './ncua-table';

/** What AcctDesc.txt says about the cycle's accounts. */
export interface AccountDictionary {
  rows: number;
  /** Upper-cased codes of the accounts marked retired (STATUS False or Inactive). */
  retired: Set<string>;
  /** Per table (FS220, FS220A …, upper-cased), its live accounts, upper-cased. */
  liveByTable: Map<string, string[]>;
}

export function emptyDictionary(): AccountDictionary {
  return { rows: 0, retired: new Set(), liveByTable: new Map() };
}

/**
 * The STATUS words of the published layouts: True/False since 2025 (and the FS220 files'
 * booleans), Active/Inactive in 2023-12 and earlier cycles.
 */
const ACCOUNT_STATUS = new Map([
  ['true', true],
  ['active', true],
  ['false', false],
  ['inactive', false],
]);

/** Reads AcctDesc.txt: which accounts are retired, and which table holds each live one. */
export async function readDictionary(file: SourceFile): Promise<AccountDictionary> {
  return withTable(file, async (table) => {
    const account = table.require('Account');
    const status = table.require('STATUS');
    const tableName = table.require('TableName');
    const dictionary = emptyDictionary();
    for await (const { line, fields } of table.rows()) {
      dictionary.rows += 1;
      const live = ACCOUNT_STATUS.get(fields[status]!.trim().toLowerCase());
      if (live === undefined)
        throw new ImportFileError(
          file.name,
          line,
          'STATUS',
          `"${fields[status]!}" is not True, False, Active or Inactive`,
        );
      const code = fields[account]!.trim().toUpperCase();
      if (!live) {
        dictionary.retired.add(code);
        continue;
      }
      const holder = fields[tableName]!.trim().toUpperCase();
      if (holder === '') continue;
      const accounts = dictionary.liveByTable.get(holder) ?? [];
      accounts.push(code);
      dictionary.liveByTable.set(holder, accounts);
    }
    return dictionary;
  });
}

/**
 * The tables AcctDesc.txt places live accounts in that have no file in the download, each
 * with those accounts. A table whose every account is retired (FS220K in 2025-12) is not
 * missing: NCUA no longer fills it.
 */
export function missingSchedules(
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
