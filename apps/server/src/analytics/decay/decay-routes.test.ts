import { iidOf } from '@app/core/domain/institution-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatch } from '../../reference-data/data/import-batch';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';
import { metricsOf } from '../../reference-data/catalogue/find-metric';

/** nmd@example.com's bank (Blue Mesa Bank in the demo seed). */
const SUBJECT = iidOf('bank', 9000003);
const QUARTERS = [
  '2023-03-31',
  '2023-06-30',
  '2023-09-30',
  '2023-12-31',
  '2024-03-31',
  '2024-06-30',
  '2024-09-30',
  '2024-12-31',
  '2025-03-31',
  '2025-06-30',
  '2025-09-30',
  '2025-12-31',
];
/** Total deposits, thousands: growing 10 a quarter. */
const DEPOSITS = [960, 970, 980, 990, 1000, 1010, 1020, 1030, 1040, 1050, 1060, 1070];

/** Sample standard deviation over the mean of four balances. */
function volatility(values: number[]) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance) / mean;
}

describe.each(testDatabaseKinds)('deposit decay on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const [q, reportDate] of QUARTERS.entries()) {
      await importBatch(
        t.db,
        tinyBatch('bank', reportDate, { 9000003: { RCON2170: 2000, RCON2200: DEPOSITS[q]! } }),
        metricsOf('bank'),
      );
    }
  });
  afterAll(() => t.close());

  const url = (query: string) => `/api/${SUBJECT}/decay/LBPR2200?${query}`;

  it('answers the balances, growth, volatility and key figures of the range', async () => {
    const client = await t.client().login('nmd@example.com');
    // 8 quarters, the fewest with decay figures (MIN_DECAY_QUARTERS), with 2023 as history.
    const response = await client.get(url('startDate=2024-03-31&endDate=2025-12-31&truncate=true'));
    expect(response.statusCode).toBe(200);
    const decay = response.json();
    expect(decay.points.map((p: { reportDate: string }) => p.reportDate)).toEqual(
      QUARTERS.slice(4),
    );
    const [first] = decay.points;
    // 1,000 thousand; growth from 990: 10 / 990; volatility of 970 … 1,000.
    expect(first.value).toBe(1_000_000);
    expect(first.growthRate).toBeCloseTo(10 / 990, 12);
    expect(first.standardAverageBalanceVolatile).toBeCloseTo(volatility([970, 980, 990, 1000]), 12);
    expect(decay.enoughData).toBe(true);
    expect(decay.insufficientData).toBe(false);
    expect(decay.minimumPeriods).toBe(8);
    // Truncation at nmd_trunct = 40 quarters: 10 years; nmd_sig_event_ind = 0.2.
    expect(decay).toMatchObject({
      frequency: 'quarterly',
      horizonPeriods: 40,
      truncationYears: 10,
      significantEventThreshold: 0.2,
    });
    // Median volatility of the eight in-range points (the mean of the 4th and 5th),
    // quarterly decay 1 − (1 − m)^0.25.
    const m = [4, 5, 6, 7, 8, 9, 10, 11]
      .map((i) => volatility(DEPOSITS.slice(i - 3, i + 1)))
      .sort((a, b) => a - b);
    const median = (m[3]! + m[4]!) / 2;
    expect(decay.actual.decayFactor).toBeCloseTo(1 - (1 - median) ** 0.25, 12);
    expect(decay.actual.cashFlow).toHaveLength(41);
    expect(decay.actual.startingBalance).toBe(1_070_000);
  });

  it('withholds the key figures of a range shorter than 8 quarters (Insufficient Data)', async () => {
    const client = await t.client().login('nmd@example.com');
    // 2 quarters: the range that gave a 96-year average life before the minimum.
    const decay = (await client.get(url('startDate=2025-09-30&endDate=2025-12-31'))).json();
    expect(decay.points).toHaveLength(2);
    expect(decay.insufficientData).toBe(true);
    expect(decay.tooVolatile).toBe(false);
    for (const variant of [decay.actual, decay.stable]) {
      expect(variant).toMatchObject({
        decayFactor: null,
        cashFlow: [],
        straightLineDeclineWal: null,
        pctDeclineWal: null,
      });
    }
    // 7 quarters: still too few.
    const seven = (await client.get(url('startDate=2024-06-30&endDate=2025-12-31'))).json();
    expect(seven.points).toHaveLength(7);
    expect(seven.insufficientData).toBe(true);
  });

  it('uses 25% as the significant event in the basic chart', async () => {
    const client = await t.client().login('nmd@example.com');
    const decay = (
      await client.get(url('startDate=2025-03-31&endDate=2025-12-31&basic=true'))
    ).json();
    expect(decay.significantEventThreshold).toBe(0.25);
    expect(decay.truncationYears).toBeNull();
    expect(decay.horizonPeriods).toBe(400);
  });

  it('refuses callers without the deposits standard tier, and bad input', async () => {
    expect((await t.client().get(url('startDate=2025-03-31&endDate=2025-12-31'))).statusCode).toBe(
      401,
    );
    const pcOnly = await t.client().login('standard@example.com');
    expect((await pcOnly.get(url('startDate=2025-03-31&endDate=2025-12-31'))).statusCode).toBe(403);
    const client = await t.client().login('nmd@example.com');
    const missing = await client.get(url('startDate=2025-03-31'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('querystring.endDate');
    expect((await client.get(url('startDate=2025-12-31&endDate=2025-03-31'))).statusCode).toBe(400);
    expect(
      (await client.get(url('startDate=2025-03-31&endDate=2025-12-31&covid=maybe'))).statusCode,
    ).toBe(400);
  });
});
