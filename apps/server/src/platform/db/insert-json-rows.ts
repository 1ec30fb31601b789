import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * Inserts many rows as one JSON parameter per `chunk` rows, which PostgreSQL spreads into the
 * table's columns (json_populate_recordset; JSON arrays become array columns). For wide rows
 * (a quarter's metric values, its cross-sections, its raw reports) this is several times
 * cheaper than an INSERT … VALUES with one parameter per cell: building those statements was
 * the importer's largest cost when importing years of history (issue 25, docs/performance.md).
 * Every row gives the columns of the first row; numbers must be finite (JSON has no NaN).
 */
export async function insertJsonRows<T extends PgTable>(
  tx: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  chunk = 1000,
): Promise<void> {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]!) as (keyof T['$inferInsert'] & string)[];
  const byKey = getTableColumns(table) as Record<string, { name: string }>;
  const names = keys.map((key) => {
    const column = byKey[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return column.name;
  });
  const columns = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += chunk) {
    const json = JSON.stringify(
      rows.slice(start, start + chunk).map((row) => {
        const record: Record<string, unknown> = {};
        keys.forEach((key, i) => (record[names[i]!] = row[key] ?? null));
        return record;
      }),
    );
    await tx.execute(
      sql`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, ${json}::json)`,
    );
  }
}
