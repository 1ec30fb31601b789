import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-helpers';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Trends and Correlations rooms (spec 2 sections 2.4 and 2.7) for a standard bank user and a
 * standard credit-union user: figures on screen against the API, remembered choices after a
 * reload, the paywall of the basic plan, and an axe check of each room.
 */

type Metric = { metricId: string; metricTitle: string; categoryTitle: string; displayType: string };
type Series = {
  dates: string[];
  institutionSeries: { kind: string; label: string; values: (number | null)[] }[];
};
type Statistical = { rateId: string; rateName: string; lagMonths: number; beta: number | null };
type Me = { institutionIid: number };

const COSTS = '2. Deposit and Borrowing Costs (QTR - Annualized)';
const USERS = [
  { email: 'standard@example.com', kind: 'bank' },
  { email: 'cu@example.com', kind: 'credit union' },
] as const;

/** What the app shows (packages/core/src/format): percent with 2 decimals, MMM yyyy dates. */
const twoDecimals = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
const monthYear = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * axe over this room's components (the header, legend and shell are checked by their own
 * tests). The charts' visually hidden data tables are left out: their scroll container is the
 * chart layer's (ui/data-table) and is not focusable while hidden.
 */
async function expectNoSeriousViolations(page: Page, components: string[]) {
  let builder = new AxeBuilder({ page });
  for (const name of components) builder = builder.include(`[data-component="${name}"]`);
  await expectNoSeriousAxeViolations(builder.exclude('.mantine-VisuallyHidden-root'));
}

/** Chooses an item of a picker by typing a search of 3 or more characters. */
async function pick(scope: Page | Locator, label: string, search: string, item: string) {
  await scope.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
  await scope.getByRole('textbox', { name: `Search ${label.toLowerCase()}` }).fill(search);
  await scope.getByRole('button', { name: item, exact: true }).click();
  await expect(scope.getByRole('button', { name: `${label}: ${item}` })).toBeVisible();
}

/** The last row of a chart's text alternative (the data table under 'Show data table'). */
async function lastRowCells(page: Page, tableName: string): Promise<string[]> {
  const table = page.getByRole('table', { name: tableName });
  await expect(table).toBeAttached();
  return table.locator('tbody tr').last().locator('td, th').allInnerTexts();
}

for (const { email, kind } of USERS) {
  test.describe(`${kind} user`, () => {
    test('trends: the chart ends on the API value; metric and date range survive a reload', async ({
      page,
    }) => {
      await signInWithoutTours(page, email);
      const { institutionIid: iid } = await getJson<Me>(page.request, '/api/auth/me');
      const metrics = await getJson<Metric[]>(page.request, `/api/${iid}/metric/trend`);
      const costs = metrics.filter((m) => m.categoryTitle === COSTS && m.displayType === 'PCT');
      if (costs.length < 2) throw new Error('too few cost metrics in the trend list');
      const seriesUrls: string[] = [];
      page.on('response', (r) => {
        if (/\/api\/\d+\/metric\/\w+\/(group|iid|none)\/\d+/.test(r.url()) && r.ok()) {
          seriesUrls.push(r.url());
        }
      });

      await page.goto('/peer-comparison/trends');
      await expect(page).toHaveTitle(/Trends Room/);
      const picker = page.getByRole('button', { name: /^Metric: / });
      await expect(picker).toBeEnabled({ timeout: 15_000 });
      // A metric other than the one shown (a previous run may have saved either), so that the
      // reload proves the new choice was remembered.
      const shown = (await picker.getAttribute('aria-label')) ?? '';
      const metric = costs.find((m) => shown !== `Metric: ${m.metricTitle}`) as Metric;
      // A search of 3+ characters opens every category.
      await pick(page, 'Metric', metric.metricTitle.slice(0, 6), metric.metricTitle);
      await expect
        .poll(() => seriesUrls.find((u) => u.includes(`/metric/${metric.metricId}/`)))
        .toBeTruthy();
      const seriesUrl = new URL(
        seriesUrls.find((u) => u.includes(`/metric/${metric.metricId}/`)) as string,
      );

      // Date range: End key to the newest date, then one step back with the keyboard.
      const end = page.getByRole('slider', { name: 'End date' });
      await end.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      const endText = await end.getAttribute('aria-valuetext');
      expect(endText).toBeTruthy();

      // The chart's last point (last row of its data table) against the same API call.
      const cells = await lastRowCells(page, `${metric.metricTitle} data`);
      expect(cells[0]).toBe(endText);
      const series = await getJson<Series>(page.request, seriesUrl.pathname + seriesUrl.search);
      const index = series.dates.findIndex((d) => monthYear(d) === endText);
      expect(index).toBeGreaterThan(0);
      const institution = series.institutionSeries.find((s) => s.kind === 'institution');
      const value = institution?.values[index];
      expect(typeof value).toBe('number');
      expect(cells).toContain(`${twoDecimals(value as number)}%`);

      await expectNoSeriousViolations(page, ['TrendExplorer']);

      // Remembered per institution type in the session store: restored after a reload.
      await page.reload();
      await expect(
        page.getByRole('button', { name: `Metric: ${metric.metricTitle}` }),
      ).toBeVisible();
      await expect(page.getByRole('slider', { name: 'End date' })).toHaveAttribute(
        'aria-valuetext',
        endText as string,
      );
      expect((await lastRowCells(page, `${metric.metricTitle} data`))[0]).toBe(endText);
    });

    test('correlations: beta equals the API; picker choices survive a reload', async ({ page }) => {
      await signInWithoutTours(page, email);
      const { institutionIid: iid } = await getJson<Me>(page.request, '/api/auth/me');
      const metrics = await getJson<Metric[]>(page.request, `/api/${iid}/metric/correlation`);
      const costs = metrics.filter((m) => m.categoryTitle === COSTS);
      if (costs.length < 2) throw new Error('too few cost metrics in the correlation list');

      const statisticalUrls: string[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/metric/statistical/') && r.ok()) statisticalUrls.push(r.url());
      });
      await page.goto('/peer-comparison/correlations');
      const explorer = page.getByRole('region', { name: 'Correlation', exact: true });
      const metricPicker = explorer.getByRole('button', { name: /^Metric: / });
      await expect(explorer.getByRole('button', { name: /^Rate: / })).toBeEnabled({
        timeout: 15_000,
      });
      const shown = (await metricPicker.getAttribute('aria-label')) ?? '';
      const metric = costs.find((m) => shown !== `Metric: ${m.metricTitle}`) as Metric;

      await pick(explorer, 'Metric', metric.metricTitle.slice(0, 6), metric.metricTitle);
      // Choosing a metric resets the rate (to the one saved for it, or Fed Funds); pick another.
      const ratePicker = explorer.getByRole('button', { name: /^Rate: / });
      const rateShown = (await ratePicker.getAttribute('aria-label')) ?? '';
      const rate = rateShown.endsWith('10-Year Treasury')
        ? { id: 'DGS5', name: '5-Year Treasury' }
        : { id: 'DGS10', name: '10-Year Treasury' };
      await pick(explorer, 'Rate', rate.name.slice(0, 4), rate.name);
      await expect(page.getByRole('complementary', { name: 'Legend' })).toContainText(rate.name);

      const beta = explorer.locator('dd[data-figure="Beta"]');
      await expect(beta).toHaveText(/^-?\d+\.\d\d$|^Insufficient Data$/);
      const url = statisticalUrls
        .filter((u) => u.includes(`/statistical/${metric.metricId}/`))
        .at(-1);
      if (!url) throw new Error('the page made no statistical call for the metric');
      const rows = await getJson<Statistical[]>(page.request, new URL(url).pathname);
      const row = rows.find((r) => r.rateId === rate.id && r.lagMonths === 0);
      await expect(beta).toHaveText(
        typeof row?.beta === 'number' ? twoDecimals(row.beta) : 'Insufficient Data',
      );

      // Heat maps: Beta and R² over lags by rates.
      const heatMaps = page.getByRole('region', { name: 'Heat Maps', exact: true });
      const betaTable = heatMaps.getByRole('table', { name: 'Beta Heatmap data' });
      await expect(betaTable.locator('tbody tr')).toHaveCount(3);
      await expect(betaTable.locator('thead')).toContainText('FedFunds');
      await expect(heatMaps.getByRole('table', { name: 'R² Heatmap data' })).toBeAttached();

      await expectNoSeriousViolations(page, ['CorrelationExplorer', 'CorrelationHeatmaps']);

      await page.reload();
      await expect(
        explorer.getByRole('button', { name: `Metric: ${metric.metricTitle}` }),
      ).toBeVisible();
      await expect(explorer.getByRole('button', { name: `Rate: ${rate.name}` })).toBeVisible();
    });
  });
}

test('basic user: correlations show the paywall and the API refuses the statistics', async ({
  page,
}) => {
  await signInWithoutTours(page, 'basic@example.com');
  const { institutionIid: iid } = await getJson<Me>(page.request, '/api/auth/me');
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/metric/statistical/') || r.url().includes('/metric/correlation')) {
      refused.push(`${r.status()} ${r.url()}`);
    }
  });
  await page.goto('/peer-comparison/correlations');
  await expect(page.getByText('Get This Feature!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
    'href',
    '/upgrade-pricing',
  );
  await expect(page.getByLabel('Correlation (locked)')).toBeAttached();
  // The locked page asks nothing the API would refuse.
  expect(refused).toEqual([]);

  const metrics = await getJson<Metric[]>(page.request, `/api/${iid}/metric/trend`);
  const cost = metrics.find((m) => m.categoryTitle === COSTS);
  const sets = await getJson<{ institutionType: string; dates: string[] }[]>(
    page.request,
    '/api/date',
  );
  const dates = sets.find((set) => set.institutionType === 'bank')?.dates ?? [];
  const start = dates[dates.length - 13];
  const end = dates[dates.length - 1];
  const response = await page.request.get(
    `/api/${iid}/metric/statistical/${cost?.metricId}/${start}/${end}`,
  );
  expect(response.status()).toBe(403);
  expect((await page.request.get(`/api/${iid}/metric/correlation`)).status()).toBe(403);

  await expectNoSeriousViolations(page, ['CorrelationExplorer', 'CorrelationHeatmaps']);
});
