import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import {
  institutions,
  institutionSuccessors,
} from '../../../platform/db/schema/institution-tables';
import { chunks } from '../store-batch';
import { readSuccessors } from './read-successors';

export interface SuccessorsLoaded {
  file: string;
  mergers: number;
  conversions: number;
  /** Rows whose institution is not stored (yet): kept, shown once its filings are imported. */
  notStored: number;
}

/**
 * Loads a lineage file into institution_successors in one transaction: each row replaces what
 * was recorded of its institution, the others stay. A refused file changes nothing.
 */
export async function loadSuccessors(db: Database, filePath: string): Promise<SuccessorsLoaded> {
  const rows = await readSuccessors(filePath);
  const file = filePath.split(/[\\/]/).pop() ?? filePath;
  const stored = new Set<number>();
  await db.transaction(async (tx) => {
    for (const part of chunks(rows)) {
      const iids = part.map((row) => row.iid);
      for (const { iid } of await tx
        .select({ iid: institutions.iid })
        .from(institutions)
        .where(inArray(institutions.iid, iids)))
        stored.add(iid);
      await tx
        .insert(institutionSuccessors)
        .values(part.map((row) => ({ ...row, source: file })))
        .onConflictDoUpdate({
          target: institutionSuccessors.iid,
          set: {
            event: sql`excluded.event`,
            successorIid: sql`excluded.successor_iid`,
            successorName: sql`excluded.successor_name`,
            effectiveDate: sql`excluded.effective_date`,
            source: sql`excluded.source`,
            loadedAt: sql`now()`,
          },
        });
    }
  });
  return {
    file,
    mergers: rows.filter((row) => row.event === 'merger').length,
    conversions: rows.filter((row) => row.event === 'conversion').length,
    notStored: rows.filter((row) => !stored.has(row.iid)).length,
  };
}

/** The command's one line: "Loaded 3 successors from lineage.csv: 2 mergers, 1 conversion." */
export function formatSuccessorsLoaded(loaded: SuccessorsLoaded): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const total = loaded.mergers + loaded.conversions;
  const notStored =
    loaded.notStored > 0
      ? ` ${plural(loaded.notStored, 'row')} ${loaded.notStored === 1 ? 'names an institution' : 'name institutions'} not stored yet (kept for when their filings are imported).`
      : '';
  return `Loaded ${plural(total, 'successor')} from ${loaded.file}: ${plural(loaded.mergers, 'merger')}, ${plural(loaded.conversions, 'conversion')}.${notStored}`;
}
