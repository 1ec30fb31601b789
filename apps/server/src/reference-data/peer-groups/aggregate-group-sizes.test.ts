import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatch } from '../data/import-batch';
import { queryRows, type DatabaseHandle } from '../../platform/db/database';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import { metricsOf } from '../catalogue/find-metric';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';
import { aggregateGroupSizesAt, type AggregateGroup } from './aggregate-group-sizes';

const NAMES = ['National', 'Wisconsin', 'Minnesota', 'National Assets $50M to $100M'];

/** Credit unions by charter: state and total assets (ACCT_010, whole dollars). */
function quarter(reportDate: string, unions: Record<number, [string, number]>) {
  const batch = tinyBatch(
    'credit union',
    reportDate,
    Object.fromEntries(Object.entries(unions).map(([c, [, assets]]) => [c, { ACCT_010: assets }])),
  );
  for (const institution of batch.institutions) {
    institution.state = unions[institution.agencyId]?.[0] ?? institution.state;
  }
  return batch;
}

describe.each(testDatabaseKinds)('aggregate group sizes on the %s database', (kind) => {
  let handle: DatabaseHandle;
  let groups: AggregateGroup[];
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const rows = await handle.db
      .select({
        groupId: peerGroups.groupId,
        name: peerGroups.name,
        ruleKind: peerGroups.ruleKind,
        ruleState: peerGroups.ruleState,
        minAssets: peerGroups.ruleMinAssets,
        maxAssets: peerGroups.ruleMaxAssets,
      })
      .from(peerGroups)
      .where(and(eq(peerGroups.institutionType, 'credit union'), eq(peerGroups.groupType, 30)));
    groups = NAMES.map((name) => rows.find((r) => r.name === name) as AggregateGroup);
  });
  afterAll(() => handle.close());

  const sizes = (reportDate: string) =>
    aggregateGroupSizesAt(handle.db, 'credit union', groups, reportDate);
  const stored = async () => {
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from aggregate_group_sizes`,
    );
    return row?.n;
  };

  it('stores each aggregate group size per quarter when the metrics are computed', async () => {
    await importBatch(
      handle.db,
      quarter('2025-09-30', { 1: ['WI', 60e6], 2: ['WI', 600e6], 3: ['MN', 70e6] }),
      metricsOf('credit union'),
    );
    // National 3; Wisconsin 1 and 2; Minnesota 3; $50M to $100M: 1 and 3.
    expect(await sizes('2025-09-30')).toEqual([3, 2, 1, 2]);
    expect(await stored()).toBeGreaterThan(0);
  });

  it('recounts every quarter when an import moves an institution to another state', async () => {
    await importBatch(
      handle.db,
      quarter('2025-12-31', { 1: ['WI', 60e6], 3: ['WI', 120e6] }),
      metricsOf('credit union'),
    );
    expect(await sizes('2025-12-31')).toEqual([2, 2, 0, 1]);
    // State groups read the institution's current state, in every quarter.
    expect(await sizes('2025-09-30')).toEqual([3, 3, 0, 2]);
  });

  it('counts a quarter that has no sizes stored, with the same answer', async () => {
    await handle.db.execute(sql`delete from aggregate_group_sizes`);
    expect(await sizes('2025-09-30')).toEqual([3, 3, 0, 2]);
    expect(await sizes('2025-12-31')).toEqual([2, 2, 0, 1]);
    expect(await sizes('2025-06-30')).toEqual([0, 0, 0, 0]);
  });
});
