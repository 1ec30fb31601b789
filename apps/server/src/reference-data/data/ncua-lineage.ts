import { metricsOf } from '../catalogue/find-metric';
import { inputsOf } from '../catalogue/metric-inputs';
import { withDelimitedTable } from './importers/delimited-table';
import { openFileSource } from './importers/file-source';

/** One account of the NCUA lineage table. */
export interface NcuaLineageRow {
  account: string;
  name: string;
  /** The FS220x table AcctDesc.txt places it in; '' when the cycle's dictionary lacks it. */
  schedule: string;
  metricIds: string[];
}

/**
 * "NCUA account → 5300 item / schedule → metrics that use it", from the catalogue's formulas
 * (inputsOf) and the cycle's own AcctDesc.txt (a folder or zip of the quarterly download).
 * Every account some credit-union metric reads, ordered by schedule then account.
 */
export async function ncuaLineage(sourcePath: string): Promise<NcuaLineageRow[]> {
  const dictionary = new Map<string, { name: string; table: string }>();
  const source = await openFileSource(sourcePath);
  try {
    const file = source.find('AcctDesc.txt');
    if (file)
      await withDelimitedTable(
        await file.open(),
        file.name,
        { delimiter: ',', requireFinalNewline: false },
        async (table) => {
          const account = table.require('Account');
          const name = table.require('AcctName');
          const tableName = table.require('TableName');
          for await (const { fields } of table.rows())
            dictionary.set(fields[account]!.trim().toUpperCase(), {
              name: fields[name]!.trim(),
              table: fields[tableName]!.trim().toUpperCase(),
            });
        },
      );
  } finally {
    await source.close();
  }
  const users = new Map<string, string[]>();
  for (const metric of metricsOf('credit union'))
    for (const code of inputsOf(metric))
      users.set(code, [...(users.get(code) ?? []), metric.metricId]);
  return [...users]
    .map(([account, metricIds]) => ({
      account,
      name: dictionary.get(account)?.name ?? '',
      schedule: dictionary.get(account)?.table ?? '',
      metricIds,
    }))
    .sort((a, b) => a.schedule.localeCompare(b.schedule) || a.account.localeCompare(b.account));
}

/** The table as docs/data.md holds it. */
export function lineageMarkdown(rows: readonly NcuaLineageRow[]): string {
  const escape = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| account | 5300 item (AcctDesc) | schedule | metrics that use it |',
    '| ------- | -------------------- | -------- | ------------------- |',
    ...rows.map(
      (r) =>
        `| ${r.account} | ${escape(r.name) || '(not in AcctDesc)'} | ${r.schedule || '—'} | ${r.metricIds.join(', ')} |`,
    ),
  ].join('\n');
}
