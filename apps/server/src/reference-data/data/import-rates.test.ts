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
