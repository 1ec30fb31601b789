import type { MissingSchedule } from '../call-report';
import { ImportFileError } from '../call-report';
import type { SourceFile } from './file-source';
import { withTable } from './ncua-table';

/** What AcctDesc.txt says about the cycle's accounts. */
export interface AccountDictionary {
  rows: number;
  /** Upper-cased codes of the accounts marked retired (STATUS False). */
  retired: Set<string>;
  /** Per table (FS220, FS220A …, upper-cased), its live accounts, upper-cased. */
  liveByTable: Map<string, string[]>;
}

export function emptyDictionary(): AccountDictionary {
  return { rows: 0, retired: new Set(), liveByTable: new Map() };
}

/** Reads AcctDesc.txt: which accounts are retired, and which table holds each live one. */
export async function readDictionary(file: SourceFile): Promise<AccountDictionary> {
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
