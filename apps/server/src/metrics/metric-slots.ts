import { eq } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../db/database';
import { metricSlots } from '../db/schema';

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
