import { and, eq, inArray } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../../platform/db/database';
import { metricSlots } from '../../platform/db/schema/metric-tables';

/**
 * The array position (1-based, as PostgreSQL counts) of each metric in metric_values.values,
 * adding positions for metrics the catalogue has gained since the last run.
 */
export async function ensureMetricSlots(
  db: Database,
  institutionType: InstitutionType,
  metricIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ metricId: metricSlots.metricId, slot: metricSlots.slot })
    .from(metricSlots)
    .where(eq(metricSlots.institutionType, institutionType));
  const slots = new Map(rows.map((r) => [r.metricId, r.slot]));
  let next = Math.max(0, ...slots.values()) + 1;
  const added = metricIds
    .filter((id) => !slots.has(id))
    .map((metricId) => ({ institutionType, metricId, slot: next++ }));
  if (added.length > 0) {
    await db.insert(metricSlots).values(added);
    for (const a of added) slots.set(a.metricId, a.slot);
  }
  return slots;
}

/**
 * Slots already read, per database handle and institution type. A slot, once assigned, never
 * changes (ensureMetricSlots only appends), so a remembered slot is never stale; a metric not
 * remembered is looked up again, as an import may have added it since.
 */
const known = new WeakMap<Database, Map<InstitutionType, Map<string, number>>>();

/** The slots of the given metrics that have one; read from the database once per metric. */
export async function metricSlotsOf(
  db: Database,
  institutionType: InstitutionType,
  metricIds: readonly string[],
): Promise<Map<string, number>> {
  let byType = known.get(db);
  if (!byType) known.set(db, (byType = new Map()));
  let slots = byType.get(institutionType);
  if (!slots) byType.set(institutionType, (slots = new Map()));
  const missing = metricIds.filter((id) => !slots.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select({ metricId: metricSlots.metricId, slot: metricSlots.slot })
      .from(metricSlots)
      .where(
        and(
          eq(metricSlots.institutionType, institutionType),
          inArray(metricSlots.metricId, missing),
        ),
      );
    for (const row of rows) slots.set(row.metricId, row.slot);
  }
  const result = new Map<string, number>();
  for (const id of metricIds) {
    const slot = slots.get(id);
    if (slot !== undefined) result.set(id, slot);
  }
  return result;
}
