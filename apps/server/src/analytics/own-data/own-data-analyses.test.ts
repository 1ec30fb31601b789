import { OWN_DATA_MESSAGES } from '@app/core/api/own-deposit-data';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MONTHLY_BACK_TEST_REFUSED,
  MONTHLY_BETAS_NEED_OWN_DATA,
  MONTHLY_SCENARIOS_REFUSED,
} from '@app/core/api/beta-suite';
import {
  FED_FUNDS,
  fedFundsMonth,
  QUARTERS,
  loadBetaSuiteData,
  SUBJECT,
} from '../../testing/beta-suite-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { csvOf, months } from './own-data-test-files.test-support';

/**
 * Three products over the fixtures' quarters (2020Q4–2024Q4), monthly. Each has its own
 * behaviour: checking barely follows Fed Funds and grows steadily, money market follows it
 * closely and swings, the wholesale deposit in between.
 */
const MONTHS = months('2020-10', QUARTERS.length * 3);
const fedFundsOf = (m: number) => FED_FUNDS[Math.floor(m / 3)]!;
const PRODUCTS = [
  {
    product: 'Checking',
    category: 'retail transactional',
    balance: (m: number) => 1_000_000 + 4_000 * m + (m % 4) * 9_000,
    rate: (m: number) => 0.05 + 0.1 * fedFundsOf(m) + (m % 3) * 0.01,
  },
  {
    product: 'Money market',
    category: 'retail non-transactional',
    balance: (m: number) => 600_000 + 2_500 * m + (m % 5) * 30_000,
    rate: (m: number) => 0.2 + 0.65 * fedFundsOf(m) + (m % 3) * 0.02,
  },
  {
    product: 'Treasury sweep',
    category: 'wholesale',
    balance: (m: number) => 300_000 + (m % 6) * 20_000,
    rate: (m: number) => 0.1 + 0.8 * fedFundsOf(m),
  },
];
const FILE = csvOf(
  PRODUCTS.flatMap((p) =>
    MONTHS.map((month, m) => [p.product, month, p.balance(m), p.rate(m), '', '', '', p.category]),
  ),
);

/** The independent computation, from the monthly figures generated above. */
const quarterRate = (p: (typeof PRODUCTS)[number], q: number) =>
  (p.rate(3 * q) + p.rate(3 * q + 1) + p.rate(3 * q + 2)) / 3;
const quarterBalance = (p: (typeof PRODUCTS)[number], q: number) => p.balance(3 * q + 2);
/** Sample standard deviation over the mean of four balances. */
function volatility(values: number[]) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance) / mean;
}

describe.each(testDatabaseKinds)('analyses of own deposit data on the %s database', (kind) => {
  let t: TestApp;
  let nmd: TestClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await loadBetaSuiteData(t.db);
    nmd = await t.client().login('nmd@example.com');
    const upload = await nmd.request({
      method: 'POST',
      url: `/api/${SUBJECT}/nmd/own-data`,
      payload: FILE,
      headers: { 'content-type': 'text/csv' },
    });
    expect(upload.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const source = (product: string) => `source=${encodeURIComponent(`own:${product}`)}`;

  it('answers each product’s cycle beta of the 2022 tightening', async () => {
    // Base 2021Q4 (index 4), end 2023Q4 (index 12).
    for (const p of PRODUCTS) {
      const answer = (
        await nmd.get(`/api/${SUBJECT}/nmd/beta-suite/cycle?${source(p.product)}`)
      ).json();
      expect(answer).toMatchObject({
        metricId: `own:${p.product}`,
        metricTitle: `Own data: ${p.product}, rate paid`,
        rateId: 'FEDFUNDS',
      });
      const expected = (quarterRate(p, 12) - quarterRate(p, 4)) / (FED_FUNDS[12]! - FED_FUNDS[4]!);
      expect(answer.cycleBeta).toBeCloseTo(expected, 10);
    }
  });

  it('answers each product’s decay factor from its quarter-end balances', async () => {
    // 2023Q1–2024Q4 (indexes 9 to 16), the 8 quarters the decay figures need.
    for (const p of PRODUCTS) {
      const decay = (
        await nmd.get(
          `/api/${SUBJECT}/decay/LBPRNMD?startDate=2023-03-31&endDate=2024-12-31&${source(p.product)}`,
        )
      ).json();
      expect(decay.metricId).toBe(`own:${p.product}`);
      expect(decay.points.map((x: { value: number }) => x.value)).toEqual(
        [9, 10, 11, 12, 13, 14, 15, 16].map((q) => quarterBalance(p, q)),
      );
      const windows = [9, 10, 11, 12, 13, 14, 15, 16]
        .map((q) => volatility([q - 3, q - 2, q - 1, q].map((i) => quarterBalance(p, i))))
        .sort((a, b) => a - b);
      const median = (windows[3]! + windows[4]!) / 2;
      expect(decay.actual.decayFactor).toBeCloseTo(1 - (1 - median) ** 0.25, 12);
    }
  });

  it('answers each product’s monthly decay from its month-end balances', async () => {
    // The quarters 2023Q1–2024Q4 month by month: 2023-01 (month 27) to 2024-12 (month 50),
    // each month's volatility over it and the 11 months before.
    const range = Array.from({ length: 24 }, (_, i) => 27 + i);
    const decayOf = async (p: (typeof PRODUCTS)[number], frequency: string) =>
      (
        await nmd.get(
          `/api/${SUBJECT}/decay/LBPRNMD?startDate=2023-03-31&endDate=2024-12-31&frequency=${frequency}&${source(p.product)}`,
        )
      ).json();
    for (const p of PRODUCTS) {
      const quarterly = await decayOf(p, 'quarterly');
      const decay = await decayOf(p, 'monthly');
      // Every count of the answer is in its frequency: 8 quarters or 24 months at least,
      // 400 quarters or 1200 months of run-off, the cash flow stepping by the same periods.
      expect(quarterly).toMatchObject({
        frequency: 'quarterly',
        minimumPeriods: 8,
        horizonPeriods: 400,
      });
      expect(decay).toMatchObject({
        frequency: 'monthly',
        minimumPeriods: 24,
        horizonPeriods: 1200,
      });
      expect(quarterly.actual.cashFlow.at(-1).period).toBe(400);
      expect(decay.actual.cashFlow.at(-1).period).toBe(1200);
      expect(decay.points.map((x: { reportDate: string }) => x.reportDate).slice(0, 3)).toEqual([
        '2023-01-31',
        '2023-02-28',
        '2023-03-31',
      ]);
      expect(decay.points.map((x: { value: number }) => x.value)).toEqual(
        range.map((m) => p.balance(m)),
      );
      const windows = range
        .map((m) => volatility(Array.from({ length: 12 }, (_, k) => p.balance(m - 11 + k))))
        .sort((a, b) => a - b);
      const median = (windows[11]! + windows[12]!) / 2;
      const d = 1 - (1 - median) ** (1 / 12);
      expect(decay.actual.decayFactor).toBeCloseTo(d, 12);
      expect(decay.actual.decayFactor).not.toBeCloseTo(quarterly.actual.decayFactor, 6);
      // 100 years of months, lives in years: Σ_{k<1200} (1 − d)^k months / 12.
      let months = 0;
      for (let k = 0; k < 1200; k++) months += (1 - d) ** k;
      expect(decay.actual.pctDeclineWal).toBeCloseTo(months / 12, 9);
      expect(decay.actual.cashFlow).toHaveLength(1201);
    }
  });

  it('refuses monthly decay on the call report', async () => {
    const response = await nmd.get(
      `/api/${SUBJECT}/decay/LBPRNMD?startDate=2023-03-31&endDate=2024-12-31&frequency=monthly`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Call reports are quarterly: monthly decay needs own data.',
    );
  });

  it('answers each product’s monthly cycle beta from its monthly rates paid and Fed Funds months', async () => {
    // The 2022 tightening month by month: base 2021-12 (month 14), end 2023-12 (month 38).
    for (const p of PRODUCTS) {
      const cycleOf = async (frequency: string) =>
        (
          await nmd.get(
            `/api/${SUBJECT}/nmd/beta-suite/cycle?frequency=${frequency}&${source(p.product)}`,
          )
        ).json();
      const [quarterly, monthly] = [await cycleOf('quarterly'), await cycleOf('monthly')];
      expect(quarterly.frequency).toBe('quarterly');
      expect(monthly.frequency).toBe('monthly');
      expect(monthly.window).toMatchObject({ start: '2022-01-31', end: '2023-12-31' });
      expect(monthly.window.baseDate).toBe('2021-12-31');
      expect(monthly.path).toHaveLength(24);
      expect(monthly.path[0].reportDate).toBe('2022-01-31');
      expect(monthly.minimumQuarters).toBe(12);
      const expected = (p.rate(38) - p.rate(14)) / (fedFundsMonth(38) - fedFundsMonth(14));
      expect(monthly.cycleBeta).toBeCloseTo(expected, 10);
      // Each month's cumulative beta, also those inside a quarter: 2022-04 (month 18).
      expect(monthly.path[3].reportDate).toBe('2022-04-30');
      expect(monthly.path[3].cumulativeBeta).toBeCloseTo(
        (p.rate(18) - p.rate(14)) / (fedFundsMonth(18) - fedFundsMonth(14)),
        10,
      );
      expect(quarterly.path).toHaveLength(8);
    }
  });

  it('answers monthly rolling betas, asymmetric betas and the lag search in months', async () => {
    const p = PRODUCTS[1]!;
    const get = async (page: string, query = '') =>
      (
        await nmd.get(
          `/api/${SUBJECT}/nmd/beta-suite/${page}?frequency=monthly&${source(p.product)}${query}`,
        )
      ).json();
    // The own data's quarters 2020Q4–2024Q4 are the months 2020-10 (0) to 2024-12 (50): the
    // changes run from 2020-11 (1). The first 24-month window: the changes of months 1–24.
    const rolling = await get('rolling');
    expect(rolling.frequency).toBe('monthly');
    expect(rolling.rollingBetas.map((r: { windowQuarters: number }) => r.windowQuarters)).toEqual([
      24, 36,
    ]);
    const first = rolling.rollingBetas[0].points[0];
    expect(first).toMatchObject({ windowStart: '2020-11-30', reportDate: '2022-10-31', n: 24 });
    const xs = Array.from({ length: 24 }, (_, i) => fedFundsMonth(i + 1) - fedFundsMonth(i));
    const ys = Array.from({ length: 24 }, (_, i) => p.rate(i + 1) - p.rate(i));
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const [mx, my] = [mean(xs), mean(ys)];
    const slope =
      xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0) /
      xs.reduce((a, x) => a + (x - mx) ** 2, 0);
    expect(first.estimate.beta).toBeCloseTo(slope, 8);

    const asymmetric = await get('asymmetric', '&lag=6');
    expect(asymmetric).toMatchObject({ frequency: 'monthly', lagQuarters: 6, n: 50 - 6 });
    const lags = await get('lags');
    expect(lags.frequency).toBe('monthly');
    expect(lags.rows.map((r: { lagQuarters: number }) => r.lagQuarters)).toEqual(
      Array.from({ length: 13 }, (_, i) => i),
    );
    // Lag 0 relates all 51 months; each month of lag drops one.
    expect(lags.rows[0].n).toBe(51);
    expect(lags.rows[12].n).toBe(39);

    // Quarterly keeps its lags to 4 quarters.
    const quarterlyLag = await nmd.get(
      `/api/${SUBJECT}/nmd/beta-suite/asymmetric?lag=6&${source(p.product)}`,
    );
    expect(quarterlyLag.statusCode).toBe(400);
    expect(quarterlyLag.json().message).toContain('must be a whole number of quarters from 0 to 4');
  });

  it('refuses monthly betas on the call report, and monthly back-tests and scenarios', async () => {
    for (const page of ['cycle', 'asymmetric', 'rolling', 'lags']) {
      const response = await nmd.get(`/api/${SUBJECT}/nmd/beta-suite/${page}?frequency=monthly`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MONTHLY_BETAS_NEED_OWN_DATA);
    }
    expect(MONTHLY_BETAS_NEED_OWN_DATA).toBe(
      'Call reports are quarterly: monthly betas need own data.',
    );
    const own = source(PRODUCTS[0]!.product);
    const backTest = await nmd.get(
      `/api/${SUBJECT}/nmd/beta-suite/back-test?frequency=monthly&${own}`,
    );
    expect(backTest.statusCode).toBe(400);
    expect(backTest.json().message).toBe(MONTHLY_BACK_TEST_REFUSED);
    const scenarios = await nmd.get(
      `/api/${SUBJECT}/nmd/beta-suite/scenarios?frequency=monthly&${own}`,
    );
    expect(scenarios.statusCode).toBe(400);
    expect(scenarios.json().message).toBe(MONTHLY_SCENARIOS_REFUSED);
  });

  it('sums every product for own:all and sets each category beside its Basel cap', async () => {
    const all = (await nmd.get(`/api/${SUBJECT}/nmd/beta-suite/cycle?${source('all')}`)).json();
    // Each month's rate weighted by the products' balances, then the quarter's mean.
    const weighted = (q: number) =>
      [0, 1, 2]
        .map((k) => {
          const m = 3 * q + k;
          const total = PRODUCTS.reduce((s, p) => s + p.balance(m), 0);
          return PRODUCTS.reduce((s, p) => s + p.balance(m) * p.rate(m), 0) / total;
        })
        .reduce((a, b) => a + b, 0) / 3;
    expect(all.cycleBeta).toBeCloseTo(
      (weighted(12) - weighted(4)) / (FED_FUNDS[12]! - FED_FUNDS[4]!),
      10,
    );
    const regulatory = (
      await nmd.get(
        `/api/${SUBJECT}/nmd/beta-suite/regulatory?startDate=2023-03-31&endDate=2024-12-31&${source('all')}`,
      )
    ).json();
    expect(regulatory.balanceMetricTitle).toBe('Own data: all products, balance');
    expect(
      regulatory.ownCategories.map(
        (c: { category: string; products: string[]; cap: { maxCoreShare: number } }) => [
          c.category,
          c.products,
          c.cap.maxCoreShare,
        ],
      ),
    ).toEqual([
      ['retail non-transactional', ['Money market'], 0.7],
      ['retail transactional', ['Checking'], 0.9],
      ['wholesale', ['Treasury sweep'], 0.5],
    ]);
  });

  it('answers every Beta Suite page on own data', async () => {
    for (const page of ['asymmetric', 'rolling', 'lags', 'back-test', 'scenarios']) {
      const response = await nmd.get(
        `/api/${SUBJECT}/nmd/beta-suite/${page}?${source('Money market')}`,
      );
      expect(response.statusCode, page).toBe(200);
      expect(response.json().metricId, page).toBe('own:Money market');
    }
  });

  it('is 404 for a product not uploaded, another organization and the platform admin', async () => {
    const missing = await nmd.get(`/api/${SUBJECT}/nmd/beta-suite/cycle?${source('Savings')}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(OWN_DATA_MESSAGES.sourceNotFound('Savings'));
    for (const email of ['standard@example.com', 'admin@example.com']) {
      const other = await t.client().login(email);
      const cycle = await other.get(`/api/${SUBJECT}/nmd/beta-suite/cycle?${source('all')}`);
      const decay = await other.get(
        `/api/${SUBJECT}/decay/LBPRNMD?startDate=2023-03-31&endDate=2024-12-31&${source('all')}`,
      );
      expect([cycle.statusCode, decay.statusCode]).toEqual([404, 404]);
    }
  });

  it('adds the Own Data sheet and a sheet per product with formulas to the ALCO pack', async () => {
    const response = await nmd.get(`/api/${SUBJECT}/nmd/beta-suite/alco-pack`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const names = workbook.worksheets.map((w) => w.name);
    expect(names.slice(-4)).toEqual([
      'Own Data',
      'Own 1 Checking',
      'Own 2 Money market',
      'Own 3 Treasury sweep',
    ]);
    // The Own Data sheet: one row per product and quarter.
    expect(workbook.getWorksheet('Own Data')!.rowCount).toBe(1 + 3 * QUARTERS.length);
    const figure = (sheet: ExcelJS.Worksheet, label: string) => {
      let found: ExcelJS.Cell | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(8).value === label) found = row.getCell(9);
      });
      return found!;
    };
    for (const [i, p] of PRODUCTS.entries()) {
      const sheet = workbook.getWorksheet(names[names.length - 3 + i]!)!;
      const cell = figure(sheet, 'Cycle beta, own data');
      expect(cell.formula).toMatch(/^F\d+$/);
      const expected = (quarterRate(p, 12) - quarterRate(p, 4)) / (FED_FUNDS[12]! - FED_FUNDS[4]!);
      expect(cell.model.result as number).toBeCloseTo(expected, 10);
      // The cumulative beta is a formula over the rate paid that reads the Own Data sheet.
      const cumulative = sheet.getCell(cell.formula);
      expect(cumulative.formula).toContain('/');
      expect(sheet.getCell(`B${cumulative.row}`).formula).toMatch(/^'Own Data'!\$E\$\d+$/);
      expect(figure(sheet, 'Decay factor, balance (quarterly)').formula).toContain('^0.25');
    }
    // Summary: the own betas beside the call report's.
    const summary = workbook.getWorksheet('Summary')!;
    const lines = new Map<string, ExcelJS.Cell>();
    summary.eachRow((row) => lines.set(String(row.getCell(1).value), row.getCell(2)));
    expect(lines.get('Cycle beta, own data: Checking')!.formula).toBe("'Own 1 Checking'!$I$4");
    expect(lines.get('Cycle beta, call report')!.formula).toContain('Cycle Beta');
    expect(String(lines.get('Cycle beta, peers’ median')!.value)).toBe(
      'Choose a peer group for the peers’ median',
    );
  });
  it('follows a new upload and a deletion at once for own:all (its sums are kept per upload)', async () => {
    const cycleOfAll = async () => nmd.get(`/api/${SUBJECT}/nmd/beta-suite/cycle?${source('all')}`);
    const before = (await cycleOfAll()).json();
    // Money market alone: own:all is then its series, named so.
    const moneyMarket = PRODUCTS[1]!;
    const file = csvOf(
      MONTHS.map((month, m) => [
        moneyMarket.product,
        month,
        moneyMarket.balance(m),
        moneyMarket.rate(m),
        '',
        '',
        '',
        moneyMarket.category,
      ]),
    );
    const upload = await nmd.request({
      method: 'POST',
      url: `/api/${SUBJECT}/nmd/own-data`,
      payload: file,
      headers: { 'content-type': 'text/csv' },
    });
    expect(upload.statusCode).toBe(201);
    const after = (await cycleOfAll()).json();
    expect(after.cycleBeta).not.toBeCloseTo(before.cycleBeta, 6);
    expect(after.cycleBeta).toBeCloseTo(
      (quarterRate(moneyMarket, 12) - quarterRate(moneyMarket, 4)) /
        (FED_FUNDS[12]! - FED_FUNDS[4]!),
      10,
    );
    expect(
      (await nmd.request({ method: 'DELETE', url: `/api/${SUBJECT}/nmd/own-data` })).statusCode,
    ).toBe(204);
    const gone = await cycleOfAll();
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(OWN_DATA_MESSAGES.sourceNotFound('all'));
  });
});
