import { iidOf } from '@app/core/domain/institution-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rates, rateValues } from '../platform/db/schema/rate-tables';
import { rateCatalogue } from '../reference-data/rates/rate-catalogue';
import { modelRatePath } from '../reference-data/synthetic/rate-path';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { DEMO_OWN_DATA_FILE, seedDemoOwnData } from './demo-own-data';

const BLUE_MESA = iidOf('bank', 9000003);

describe.each(testDatabaseKinds)('the demo own deposit data on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // The synthetic dataset's Fed Funds, which the demo's own data was generated against.
    await t.db.insert(rates).values(rateCatalogue.find((r) => r.rateId === 'FEDFUNDS')!);
    await t.db.insert(rateValues).values(
      modelRatePath().quarters.map((q) => ({
        rateId: 'FEDFUNDS',
        reportDate: q.reportDate,
        value: q.fedFunds,
      })),
    );
  });
  afterAll(() => t.close());

  it('gives nmd@example.com 6 products over 10 years: sticky checking, rate-sensitive money market', async () => {
    expect(await seedDemoOwnData(t.db)).toBe(true);
    // Once: a second start leaves it alone.
    expect(await seedDemoOwnData(t.db)).toBe(false);
    const client = await t.client().login('nmd@example.com');
    const { upload } = (await client.get(`/api/${BLUE_MESA}/nmd/own-data`)).json();
    expect(upload).toMatchObject({ fileName: DEMO_OWN_DATA_FILE, rows: 720 });
    expect(
      upload.products.map((p: { product: string; months: number; firstMonth: string }) => [
        p.product,
        p.months,
        p.firstMonth,
      ]),
    ).toEqual([
      ['Checking', 120, '2016-01'],
      ['Commercial money market', 120, '2016-01'],
      ['Interest checking', 120, '2016-01'],
      ['Money market', 120, '2016-01'],
      ['Public funds', 120, '2016-01'],
      ['Savings', 120, '2016-01'],
    ]);
    const cycleBeta = async (product: string) =>
      (
        await client.get(
          `/api/${BLUE_MESA}/nmd/beta-suite/cycle?cycle=tightening-2022&source=own:${encodeURIComponent(product)}`,
        )
      ).json().cycleBeta as number;
    const checking = await cycleBeta('Checking');
    const moneyMarket = await cycleBeta('Money market');
    expect(checking).toBeLessThan(0.1);
    expect(moneyMarket).toBeGreaterThan(0.5);
  });
});
