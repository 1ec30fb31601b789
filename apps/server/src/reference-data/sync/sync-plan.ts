import { eq } from 'drizzle-orm';
import { addQuarters, quarterEndOf, quarterRange } from '@app/core/domain/quarters';
import type { Database } from '../../platform/db/database';
import { syncedFiles } from '../../platform/db/schema/sync-tables';

/** The first quarter a sync looks for unless told otherwise (spec: history since 2006). */
export const DEFAULT_SINCE = '2006-03';

/** A --since the sync cannot read; the CLI shows it as a usage error. */
export class SyncInputError extends Error {}

/** "2006-03" → the quarter-end on or after that month: "2006-03-31". */
export function sinceQuarter(since: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(since);
  if (!match || Number(match[1]) < 1990)
    throw new SyncInputError(`--since must be a month written YYYY-MM (from 1990), not "${since}"`);
  return quarterEndOf(`${match[1]}-${match[2]}-01`);
}

/** The quarters that have ended by `today`, from `since`'s quarter on, oldest first. */
export function plannedQuarters(since: string, today: Date): string[] {
  const date = today.toISOString().slice(0, 10);
  const current = quarterEndOf(date);
  const lastEnded = current === date ? current : addQuarters(current, -1);
  const first = sinceQuarter(since);
  return first > lastEnded ? [] : quarterRange(first, lastEnded);
}

export type SyncedFile = typeof syncedFiles.$inferSelect;

/** What the sync imported of a source before, by period. */
export async function syncedFilesOf(db: Database, source: string) {
  const rows = await db.select().from(syncedFiles).where(eq(syncedFiles.source, source));
  return new Map(rows.map((r) => [r.period, r]));
}

/**
 * What a 404 means, once every quarter is asked: after the newest quarter the source holds it
 * has not published that one yet (normal); before the oldest it never offered it; between
 * quarters it holds, or for a quarter imported from it before, the file should be there.
 */
export function missingMeaning(
  period: string,
  found: readonly string[],
  recorded: boolean,
): 'not published yet' | 'not offered' | 'missing' {
  if (recorded) return 'missing';
  const newest = found.at(-1);
  const oldest = found[0];
  if (newest === undefined || period > newest) return 'not published yet';
  if (oldest !== undefined && period < oldest) return 'not offered';
  return 'missing';
}
