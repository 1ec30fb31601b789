import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * The Export of each Beta Suite chart (issue 23, point 1): the six charts' buttons are enabled
 * and each downloads a CSV whose rows are the chart's data, the API's answer for the page.
 */

const ROOM = '/non-maturity-deposits/beta_suite';

type Cell = string | number | null;

/** '2023-12-31' → '2023Q4', as the pages label quarters. */
const quarter = (date: string) => `${date.slice(0, 4)}Q${Math.ceil(Number(date.slice(5, 7)) / 3)}`;
/** A CSV field as the export writes it: numbers raw, missing empty. */
const field = (value: Cell) => (value === null ? '' : String(value));

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signInWithoutTours(page, 'nmd@example.com');
});

test.afterAll(async () => {
  await page.close();
});

/** Opens a page of the room and answers its API call as the page made it. */
async function openPage<T>(pageCode: string, endpoint: string): Promise<T> {
  const call = page.waitForResponse(
    (r) => r.url().includes(`/nmd/beta-suite/${endpoint}`) && r.request().method() === 'GET',
  );
  await page.goto(`${ROOM}/${pageCode}`);
  const response = await call;
  expect(response.status()).toBe(200);
  const url = new URL(response.url());
  return getJson<T>(page.request, `${url.pathname}${url.search}`);
}

/** Exports a chart as CSV through its menu, as a user does: the file's lines, split. */
async function exportCsv(chart: Locator, fileName: string): Promise<string[][]> {
  const button = chart.getByRole('button', { name: /^Export / });
  await expect(button).toBeEnabled();
  // The previous chart's menu fades out after its download: wait until it is gone, or its item
  // and this chart's would both answer to 'Download CSV'.
  const item = page.getByRole('menuitem', { name: 'Download CSV' });
  await expect(item).toHaveCount(0);
  await button.click();
  const download = page.waitForEvent('download');
  await item.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  // No field of these charts holds a comma or a quote: a plain split reads them.
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

const region = (name: string | RegExp) =>
  page.getByRole('region', { name, exact: typeof name === 'string' });

test('Cycle Beta exports the cycle path, a quarter a row', async () => {
  const answer = await openPage<{
    path: {
      reportDate: string;
      metricChange: number | null;
      rateChange: number | null;
      cumulativeBeta: number | null;
    }[];
  }>('beta_cycle', 'cycle');
  const [header, ...rows] = await exportCsv(region('Cycle beta path'), 'cycle-beta-path.csv');
  expect(header).toEqual(['Quarter', 'Cost change (pp)', 'Rate change (pp)', 'Cumulative beta']);
  expect(rows).toEqual(
    answer.path.map((p) => [
      quarter(p.reportDate),
      field(p.metricChange),
      field(p.rateChange),
      field(p.cumulativeBeta),
    ]),
  );
  expect(rows.length).toBeGreaterThan(3);
});

test('Rolling Betas exports every window’s beta and 95% band', async () => {
  type Estimate = { beta: number; confidenceInterval: [number, number] } | null;
  const answer = await openPage<{
    rollingBetas: {
      windowQuarters: number;
      points: { reportDate: string; windowStart: string; n: number; estimate: Estimate }[];
    }[];
  }>('beta_rolling', 'rolling');
  const [header, ...rows] = await exportCsv(region('Rolling betas'), 'rolling-betas.csv');
  expect(header).toEqual([
    'Window (quarters)',
    'First quarter',
    'Last quarter',
    'Beta',
    '95% low',
    '95% high',
    'Quarters (n)',
  ]);
  expect(rows).toEqual(
    answer.rollingBetas.flatMap((w) =>
      w.points.map((p) => [
        String(w.windowQuarters),
        quarter(p.windowStart),
        quarter(p.reportDate),
        field(p.estimate?.beta ?? null),
        field(p.estimate?.confidenceInterval[0] ?? null),
        field(p.estimate?.confidenceInterval[1] ?? null),
        String(p.n),
      ]),
    ),
  );
  expect(rows.some((r) => r[3] !== '')).toBe(true);
});

test('Lag Search exports the R² of each lag, the best named', async () => {
  const answer = await openPage<{
    rows: {
      lagQuarters: number;
      rSquared: number | null;
      beta: number | null;
      intercept: number | null;
      n: number;
      best: boolean;
      nearBest: boolean;
    }[];
  }>('beta_lags', 'lags');
  const [header, ...rows] = await exportCsv(region('R² by lag'), 'r-by-lag.csv');
  expect(header).toEqual(['Lag (quarters)', 'R²', 'Beta', 'Intercept', 'n', 'Best lag']);
  expect(rows).toEqual(
    answer.rows.map((r) => [
      String(r.lagQuarters),
      field(r.rSquared),
      field(r.beta),
      field(r.intercept),
      String(r.n),
      r.best ? 'Best' : r.nearBest ? 'Near best' : 'No',
    ]),
  );
  expect(rows.filter((r) => r[5] === 'Best')).toHaveLength(1);
});

test('Peer Rank exports both national histograms, bins as "−0.05 to 0.03"', async () => {
  type Bin = { from: number; to: number; count: number; institution: boolean };
  type Ranked = { national: { bins: Bin[] } };
  const answer = await openPage<{ cycleBeta: Ranked; upBeta: Ranked }>(
    'beta_peer_rank',
    'peer-rank',
  );
  const charts = page.getByRole('region', { name: /^(Cycle beta|Up-beta)[^:]*: National$/ });
  await expect(charts).toHaveCount(2);
  const twoPlaces = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // A true minus sign; a bound that rounds to 0 has none.
  const bound = (value: number) => {
    const text = twoPlaces.format(value);
    return text === '-0.00' ? '0.00' : text.replace('-', '\u2212');
  };
  for (const [index, ranked] of [answer.cycleBeta, answer.upBeta].entries()) {
    const chart = charts.nth(index);
    const title = (await chart.getAttribute('aria-label')) ?? '';
    const fileName = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`;
    const [header, ...rows] = await exportCsv(chart, fileName);
    expect(header).toEqual(['Beta bin', 'From', 'To', 'Institutions', 'Your institution']);
    expect(rows).toEqual(
      ranked.national.bins.map((b) => [
        `${bound(b.from)} to ${bound(b.to)}`,
        String(b.from),
        String(b.to),
        String(b.count),
        b.institution ? 'Yes' : 'No',
      ]),
    );
    expect(rows.length).toBeGreaterThan(1);
  }
});

test('Rate Scenarios exports each scenario’s path from the starting quarter', async () => {
  const answer = await openPage<{
    startDate: string;
    startCost: number;
    scenarios: {
      label: string;
      projection: { quarter: number; reportDate: string; depositCost: number | null }[];
    }[];
  }>('beta_scenarios', 'scenarios');
  const shown = answer.scenarios.filter((s) => s.projection.length > 0);
  const [header, ...rows] = await exportCsv(
    region('Projected deposit cost'),
    'projected-deposit-cost.csv',
  );
  expect(header).toEqual(['Quarters ahead (0: now)', 'Quarter', ...shown.map((s) => s.label)]);
  const quarters = shown[0]?.projection ?? [];
  expect(rows).toEqual([
    ['0', quarter(answer.startDate), ...shown.map(() => String(answer.startCost))],
    ...quarters.map((q) => [
      String(q.quarter),
      quarter(q.reportDate),
      ...shown.map((s) =>
        field(s.projection.find((p) => p.quarter === q.quarter)?.depositCost ?? null),
      ),
    ]),
  ]);
  expect(rows.length).toBeGreaterThan(2);
});
