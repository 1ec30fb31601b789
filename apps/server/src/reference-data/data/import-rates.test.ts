import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../platform/config/paths';
import { queryRows, type DatabaseHandle } from '../../platform/db/database';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { fredFolder, FRED_SERIES_VALUES as all } from '../../testing/fred-folder';
import { importRates } from './import-rates';

const realFred = path.resolve(repoRoot, '..', 'shared', 'data', 'real', 'fred');

describe.each(testDatabaseKinds)('rates import on the %s database', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const values = (rateId: string) =>
    queryRows<{ report_date: string; value: number }>(
      handle.db,
      sql`select report_date::text, value from rate_values where rate_id = ${rateId} order by report_date`,
    );

  it('stores quarter averages of each series and the rate definitions', async () => {
    const loaded = await importRates(handle.db, fredFolder(all));
    expect(loaded).toContainEqual({
      rateId: 'FEDFUNDS',
      quarters: 2,
      first: '2025-03-31',
      last: '2025-06-30',
    });
    // (1.00 + 1.10 + 1.20) / 3 = 1.10; (1.30 + 1.40 + 1.50) / 3 = 1.40
    const fedFunds = await values('FEDFUNDS');
    expect(fedFunds.map((r) => r.report_date)).toEqual(['2025-03-31', '2025-06-30']);
    expect(fedFunds[0]?.value).toBeCloseTo(1.1, 10);
    expect(fedFunds[1]?.value).toBeCloseTo(1.4, 10);
    const [definition] = await queryRows<Record<string, unknown>>(
      handle.db,
      sql`select rate_id_statistical, rate_name, category, correlations_default from rates where rate_id = 'DGS10'`,
    );
    expect(definition).toEqual({
      rate_id_statistical: '10yr',
      rate_name: '10-Year Treasury',
      category: 'Treasury Rates',
      correlations_default: false,
    });
  });

  it('stores month averages beside the quarter averages, a month without observations absent', async () => {
    const folder = fredFolder(all, {
      // Daily: January 2025 three days (a holiday empty), February none, March two days.
      'DGS10.csv':
        'observation_date,DGS10\n2025-01-02,4.10\n2025-01-03,\n2025-01-06,4.20\n2025-01-31,4.60\n' +
        '2025-03-03,4.00\n2025-03-31,4.50\n',
      // Weekly: two weeks of April 2025, one of May.
      'WM2NS.csv': 'observation_date,WM2NS\n2025-04-07,21000\n2025-04-14,21300\n2025-05-05,21500\n',
    });
    await importRates(handle.db, folder);
    const months = (rateId: string) =>
      queryRows<{ month_end: string; value: number }>(
        handle.db,
        sql`select month_end::text, value from rate_month_values where rate_id = ${rateId} order by month_end`,
      );
    const dgs10 = await months('DGS10');
    expect(dgs10.map((r) => r.month_end)).toEqual(['2025-01-31', '2025-03-31']);
    expect(dgs10[0]!.value).toBeCloseTo((4.1 + 4.2 + 4.6) / 3, 12);
    expect(dgs10[1]!.value).toBeCloseTo((4.0 + 4.5) / 2, 12);
    // A quarter lacking February has no quarter average either.
    expect(await values('DGS10')).toEqual([]);
    const m2 = await months('WM2NS');
    expect(m2.map((r) => [r.month_end, r.value])).toEqual([
      ['2025-04-30', 21150],
      ['2025-05-31', 21500],
    ]);
    // Monthly FEDFUNDS: its values as published, 1.00 … 1.50.
    const fedFunds = await months('FEDFUNDS');
    expect(fedFunds.map((r) => r.month_end)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
    ]);
    fedFunds.forEach((r, i) => expect(r.value).toBeCloseTo(1 + i / 10, 12));
    // The next import replaces the months held.
    await importRates(handle.db, fredFolder(all));
    expect((await months('DGS10')).map((r) => r.month_end)).toHaveLength(6);
  });

  it('refuses a folder missing a series and keeps the rates held', async () => {
    const partial = fredFolder({ DGS10: 9, DGS5: 9 });
    await expect(importRates(handle.db, partial)).rejects.toThrow(
      'missing FRED series file(s) DGS3MO.csv, FEDFUNDS.csv, WM2NS.csv',
    );
    expect((await values('DGS10'))[0]?.value).toBeCloseTo(4.1, 10);
  });

  it('refuses a malformed series naming file, line and field, and keeps the rates held', async () => {
    const broken = fredFolder({ ...all, DGS10: 7 });
    writeFileSync(
      path.join(broken, 'DGS5.csv'),
      'observation_date,DGS5\n2025-01-02,3.1\n2025-01-03,abc\n',
    );
    await expect(importRates(handle.db, broken)).rejects.toThrow(/DGS5\.csv, line 3, field DGS5/);
    expect((await values('DGS10'))[0]?.value).toBeCloseTo(4.1, 10);
  });

  it.skipIf(!existsSync(realFred))(
    'derives quarter averages from the published series',
    async () => {
      await importRates(handle.db, realFred);
      const fedFunds = await values('FEDFUNDS');
      // FEDFUNDS July, August, September 2023: 5.12, 5.33, 5.33.
      expect(fedFunds.find((r) => r.report_date === '2023-09-30')?.value).toBeCloseTo(
        (5.12 + 5.33 + 5.33) / 3,
        10,
      );
      // Weekly M2 ends 2025-11-03: the fourth quarter of 2025 is incomplete and left out.
      expect((await values('WM2NS')).at(-1)?.report_date).toBe('2025-09-30');
      expect((await values('DGS3MO')).at(-1)?.report_date).toBe('2026-03-31');
    },
  );
});
