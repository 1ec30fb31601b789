import { and, eq } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../../platform/db/database';
import { callReports } from '../../platform/db/schema/call-report-tables';
import { institutions } from '../../platform/db/schema/institution-tables';

/** One figure of one institution that a re-published file changed. */
export interface FigureChange {
  iid: number;
  name: string;
  item: string;
  before: number | null;
  after: number | null;
}

type Snapshot = Map<number, Record<string, number>>;

/** The quarter's figures as held, read before a re-published file replaces them. */
export async function quarterFigures(
  db: Database,
  institutionType: InstitutionType,
  reportDate: string,
): Promise<Snapshot> {
  const rows = await db
    .select({ iid: callReports.iid, items: callReports.items })
    .from(callReports)
    .where(
      and(eq(callReports.institutionType, institutionType), eq(callReports.reportDate, reportDate)),
    );
  return new Map(rows.map((r) => [r.iid, r.items]));
}

/**
 * Every figure that differs between two readings of a quarter (an institution that appeared or
 * left counts each of its figures), named with the institution, in iid and item order.
 */
export async function figureChanges(
  db: Database,
  before: Snapshot,
  after: Snapshot,
): Promise<FigureChange[]> {
  const changes: Omit<FigureChange, 'name'>[] = [];
  for (const iid of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(iid) ?? {};
    const now = after.get(iid) ?? {};
    for (const item of new Set([...Object.keys(old), ...Object.keys(now)])) {
      const a = old[item] ?? null;
      const b = now[item] ?? null;
      if (a !== b) changes.push({ iid, item, before: a, after: b });
    }
  }
  if (changes.length === 0) return [];
  const names = new Map(
    (await db.select({ iid: institutions.iid, name: institutions.name }).from(institutions)).map(
      (r) => [r.iid, r.name],
    ),
  );
  return changes
    .map((c) => ({ ...c, name: names.get(c.iid) ?? `institution ${c.iid}` }))
    .sort((x, y) => x.iid - y.iid || x.item.localeCompare(y.item));
}
