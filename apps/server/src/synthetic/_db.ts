import { openEmbeddedDatabase } from '../db/database';
import { generateDataset } from './generate-dataset';
import { terminalProgress } from '../data/terminal-progress';
import { sql } from 'drizzle-orm';
const handle = await openEmbeddedDatabase(undefined);
const t = Date.now();
await generateDataset(handle.db, { scale: 'demo', seed: 1, progress: terminalProgress(), institutionCount: { banks: Number(process.argv[2]), creditUnions: Number(process.argv[3]) }, quarterCount: process.argv[4] ? Number(process.argv[4]) : undefined });
console.log('total', Date.now() - t);
for (const table of ['institutions', 'call_reports', 'metric_values', 'rate_values']) {
  const r = await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  console.log(table, (r as unknown as { rows: { n: number }[] }).rows[0]);
}
const r = await handle.db.execute(sql.raw(`select institution_type, ownership_type, count(*)::int n, bool_and(synthetic) s from institutions group by 1,2 order by 1,2`));
console.log((r as unknown as { rows: unknown[] }).rows);
await handle.close();
