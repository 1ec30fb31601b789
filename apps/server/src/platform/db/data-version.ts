import { eq, sql } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from './database';
import { dataVersions } from './schema/call-report-tables';

/**
 * What a data version counts the changes of: an institution type's data (its metrics and the
 * provider groups drawn from them), the market rates, or the system settings the analytics read.
 */
export type VersionedData = InstitutionType | 'rates' | 'settings';

/** Raises the data version; call it in the transaction that changes the data. */
export async function raiseDataVersion(tx: Database, institutionType: VersionedData) {
  await tx
    .insert(dataVersions)
    .values({ institutionType, version: 1 })
    .onConflictDoUpdate({
      target: dataVersions.institutionType,
      set: { version: sql`${dataVersions.version} + 1`, changedAt: sql`now()` },
    });
}

/** The institution type's data version (0 before any data). */
export async function dataVersionOf(db: Database, institutionType: VersionedData) {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.institutionType, institutionType));
  return row?.version ?? 0;
}

/**
 * A few values derived from the data, each kept with the data version it was derived at and
 * served while that version is current; the least recently used goes first when full. Read
 * the version before deriving (never beside it): the data read after it is then at least as
 * new, so a kept value is at worst derived again, never stale.
 */
export function versionedCache<V>(capacity: number) {
  const entries = new Map<string, { version: number; value: Promise<V> }>();
  return {
    get(key: string, version: number, derive: () => Promise<V>): Promise<V> {
      const held = entries.get(key);
      entries.delete(key);
      if (held && held.version === version) {
        entries.set(key, held);
        return held.value;
      }
      const value = derive();
      entries.set(key, { version, value });
      // A failed derivation is not kept.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > capacity) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
