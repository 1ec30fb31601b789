import { iidOf } from '@app/core/domain/institution-ids';
import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/config/paths';
import { queryRows, type DatabaseHandle } from '../../platform/db/database';
import { institutions } from '../../platform/db/schema/institution-tables';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { testMetric } from '../../testing/test-metric';
import { tinyBatch } from '../../testing/tiny-batch';
import { importBatch } from './import-batch';

/** Assets, and growth over the previous quarter: enough to see look-back and nulls stored. */
const catalogue = [
  testMetric('ACCT_010', (r) => r.item('ACCT_010')),
  testMetric('GROWTH', (r) => {
    const now = r.item('ACCT_010');
    const before = r.item('ACCT_010', 1);
    return now === null || !before ? null : (now / before - 1) * 100;
  }),
];

const batch = (reportDate: string, assets: Record<number, number>) =>
  tinyBatch(
    'credit union',
    reportDate,
    Object.fromEntries(Object.entries(assets).map(([c, v]) => [c, { ACCT_010: v }])),
  );

describe.each(testDatabaseKinds)('importing a quarter on the %s database', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const values = (date: string) =>
    queryRows<{ iid: number; values: (number | null)[] }>(
      handle.db,
      sql`select iid, values from metric_values where report_date = ${date} order by iid`,
    );

  it('stores reports and computes metrics, with null where a formula has no answer', async () => {
    await importBatch(handle.db, batch('2025-06-30', { 1: 1000, 2: 500 }), catalogue);
    expect(await values('2025-06-30')).toEqual([
      { iid: iidOf('credit union', 1), values: [1000, null] },
      { iid: iidOf('credit union', 2), values: [500, null] },
    ]);
  });

  it('recomputes later quarters when an earlier one arrives', async () => {
    await importBatch(handle.db, batch('2025-09-30', { 1: 1100, 2: 400 }), catalogue);
    await importBatch(handle.db, batch('2025-03-31', { 1: 800 }), catalogue);
    const june = await values('2025-06-30');
    expect(june[0]?.values).toEqual([1000, 25]);
    expect(june[1]?.values).toEqual([500, null]);
    const september = await values('2025-09-30');
    expect(september[0]?.values[1]).toBeCloseTo(10, 10);
    expect(september[1]?.values[1]).toBeCloseTo(-20, 10);
  });

  const crossSections = (date: string) =>
    queryRows<{ slot: number; iids: number[]; values: number[] }>(
      handle.db,
      sql`select slot, iids, values, n, total, sorted, high_iid as "highIid", low_iid as "lowIid"
          from metric_cross_sections where report_date = ${date} order by slot`,
    );

  it('stores each metric as a cross-section of the institutions that have a value, with its statistics', async () => {
    const [first, second] = [iidOf('credit union', 1), iidOf('credit union', 2)];
    expect(await crossSections('2025-06-30')).toEqual([
      {
        slot: 1,
        iids: [first, second],
        values: [1000, 500],
        n: 2,
        total: 1500,
        sorted: [500, 1000],
        highIid: first,
        lowIid: second,
      },
      {
        slot: 2,
        iids: [first],
        values: [25],
        n: 1,
        total: 25,
        sorted: [25],
        highIid: first,
        lowIid: first,
      },
    ]);
  });

  it('backfills cross-sections stored before migration 0006 with the statistics an import stores', async () => {
    const migration = readFileSync(
      path.join(migrationsFolder, '0006_cross_section_statistics.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'));
    const stored = await crossSections('2025-06-30');
    await handle.db.execute(
      sql`update metric_cross_sections set n = -1, total = -1, sorted = '{}', high_iid = null, low_iid = null`,
    );
    await handle.db.execute(sql.raw(backfill as string));
    expect(await crossSections('2025-06-30')).toEqual(stored);
  });

  it('replaces a quarter on re-import', async () => {
    await importBatch(handle.db, batch('2025-09-30', { 1: 1200 }), catalogue);
    const september = await values('2025-09-30');
    expect(september.map((r) => r.iid)).toEqual([iidOf('credit union', 1)]);
    expect(september[0]?.values[0]).toBe(1200);
    expect(september[0]?.values[1]).toBeCloseTo(20, 10);
  });

  it('marks an institution that did not file the newest quarter inactive, with its last filing', async () => {
    const [two] = await handle.db
      .select({ active: institutions.active, last: institutions.lastReportingDate })
      .from(institutions)
      .where(eq(institutions.iid, iidOf('credit union', 2)));
    expect(two).toEqual({ active: false, last: '2025-06-30' });
  });

  it('leaves everything as it was when a formula fails', async () => {
    const broken = [
      ...catalogue,
      testMetric('BROKEN', () => {
        throw new Error('boom');
      }),
    ];
    await expect(
      importBatch(handle.db, batch('2025-12-31', { 1: 1300, 3: 10 }), broken),
    ).rejects.toThrow(`Metric BROKEN failed for ${iidOf('credit union', 1)} on 2025-12-31`);
    expect(await values('2025-12-31')).toEqual([]);
    const [three] = await handle.db
      .select({ iid: institutions.iid })
      .from(institutions)
      .where(eq(institutions.iid, iidOf('credit union', 3)));
    expect(three).toBeUndefined();
    expect((await values('2025-09-30'))[0]?.values[0]).toBe(1200);
  });
});
