import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-helpers';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Non-Maturity Deposits pages (spec 2 sections 2.8 and 2.9) for nmd@example.com (a bank with
 * Non-Maturity Deposits Standard only): figures on screen against the API, an axe check of
 * each page, and a Peer Comparison user without the product kept out.
 */

type Figures = {
  decayFactor: number | null;
  straightLineDeclineWal: number | null;
  pctDeclineWal: number | null;
};
type Decay = { enoughData: boolean; tooVolatile: boolean; actual: Figures; stable: Figures };

const NMD_USER = 'nmd@example.com';

const decimals = (value: number, digits = 2) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

/** axe over the given components (the shell and header are checked by their own tests). */
async function expectNoSeriousViolations(page: Page, component: string) {
  await expectNoSeriousAxeViolations(
    new AxeBuilder({ page })
      .include(`[data-component="${component}"]`)
      .exclude('.mantine-VisuallyHidden-root'),
  );
}

test('decay: the key figures on screen are the API’s', async ({ page }) => {
  await signInWithoutTours(page, NMD_USER);
  const decayCall = page.waitForResponse((r) => /\/api\/\d+\/decay\/\w+\?/.test(r.url()) && r.ok());
  await page.goto('/non-maturity-deposits/decay_basic');
  const url = new URL((await decayCall).url());
  const decay = await getJson<Decay>(page.request, `${url.pathname}${url.search}`);
  expect(decay.enoughData).toBe(true);

  const actual = page.getByRole('group', { name: 'Balance (Actual) key figures' });
  const factor = decay.actual.decayFactor;
  const slWal = decay.actual.straightLineDeclineWal;
  const pctWal = decay.actual.pctDeclineWal;
  if (factor === null || slWal === null || pctWal === null) throw new Error('no actual figures');
  await expect(actual.locator('[data-figure="Quarterly Decay Factor"]')).toHaveText(
    `${decimals(factor * 100)}%`,
  );
  await expect(actual.locator('[data-figure="Straight Line WAL"]')).toHaveText(
    `${decimals(slWal)} years`,
  );
  await expect(actual.locator('[data-figure="% Decline WAL"]')).toHaveText(
    `${decimals(pctWal)} years`,
  );
  if (decay.tooVolatile) {
    await expect(page.getByText(/too volatile to estimate/)).toBeVisible();
  } else if (decay.stable.decayFactor !== null) {
    await expect(
      page
        .getByRole('group', { name: 'Balance (Stable) key figures' })
        .locator('[data-figure="Quarterly Decay Factor"]'),
    ).toHaveText(`${decimals(decay.stable.decayFactor * 100)}%`);
  }

  // The truncation toggle asks again with truncate=true.
  const truncated = page.waitForResponse((r) => r.url().includes('truncate=true') && r.ok());
  await page.getByRole('checkbox', { name: /^Apply a [\d.]+ year truncation point\?$/ }).check();
  await truncated;
  await expect(page.getByText(/Run-off truncated at/)).toBeVisible();
  await expectNoSeriousViolations(page, 'DecayExplorer');
});

type DepositSummary = {
  startDate: string | null;
  endDate: string | null;
  decay: { decayFactor: number | null; pctDeclineWal: number | null; reason: string | null };
  beta: { beta: number | null; reason: string | null };
};

test('dashboard: the deposit panel shows the API’s decay, WAL and beta figures', async ({
  page,
}) => {
  await signInWithoutTours(page, NMD_USER);
  const me = await getJson<{ institutionIid: number }>(page.request, '/api/auth/me');
  const summary = await getJson<DepositSummary>(
    page.request,
    `/api/${me.institutionIid}/deposit-summary`,
  );
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Non-Maturity Deposits' });
  // Its own panel, not a locked Peer Comparison one.
  await expect(page.getByRole('region', { name: 'Peer Comparison' })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: /^Loans to Deposits: / })).toHaveAttribute(
    'href',
    '/non-maturity-deposits/decay_basic',
  );
  const decay = panel.getByRole('link', { name: /^Quarterly Decay Factor: / });
  const factor = summary.decay.decayFactor;
  await expect(decay).toContainText(
    factor === null ? `-${summary.decay.reason}` : `${decimals(factor * 100)}%`,
  );
  const wal = summary.decay.pctDeclineWal;
  await expect(panel.getByRole('link', { name: /^% Decline WAL: / })).toContainText(
    wal === null ? '-' : `${decimals(wal)} years`,
  );
  const beta = panel.getByRole('link', { name: /^Deposit Beta vs Fed Funds: / });
  await expect(beta).toContainText(
    summary.beta.beta === null ? summary.beta.reason! : decimals(summary.beta.beta),
  );
  await expect(beta).toHaveAttribute('href', '/non-maturity-deposits/beta_reg/beta_basic');

  await expectNoSeriousAxeViolations(
    new AxeBuilder({ page }).include('[aria-labelledby="nmd-panel-title"]'),
  );
  await panel.getByRole('link', { name: 'Linear Beta' }).click();
  await expect(page).toHaveURL(/\/non-maturity-deposits\/beta_reg\/beta_linear$/);
});

type Statistical = {
  rateId: string;
  rateName: string;
  lagMonths: number;
  beta: number | null;
  rSquared: number | null;
  points: number;
};
const statisticalCall =
  /\/api\/\d+\/metric\/statistical\/\w+\/[\d-]+\/[\d-]+\?currentProduct=non-maturity-deposits/;

test('regression: Beta on screen is the API’s for the chosen metric and rate', async ({ page }) => {
  await signInWithoutTours(page, NMD_USER);
  const stats = page.waitForResponse((r) => statisticalCall.test(r.url()) && r.ok());
  const rateCall = page.waitForResponse(
    (r) =>
      /\/api\/rate\/(?!definition|m2)[^/?]+\?dateKey=StartNmdReportDate/.test(r.url()) && r.ok(),
  );
  await page.goto('/non-maturity-deposits/beta_reg/beta_basic');
  const url = new URL((await stats).url());
  const rateId = new URL((await rateCall).url()).pathname.split('/').at(-1) ?? '';
  const rows = await getJson<Statistical[]>(page.request, `${url.pathname}${url.search}`);
  const fit = rows.find((r) => r.rateId === rateId && r.lagMonths === 0);
  if (!fit) throw new Error(`no lag-0 fit for ${rateId}`);
  const explorer = page.locator('[data-component="RegressionExplorer"]');
  await expect(explorer.getByRole('button', { name: `Rate: ${fit.rateName}` })).toBeVisible();
  await expect(explorer.locator('[data-figure="Beta"]')).toHaveText(
    fit.beta === null || fit.points < 3 ? 'Insufficient Data' : decimals(fit.beta),
  );
  await expect(explorer.getByTestId('rate-citation')).toBeVisible();
  await expectNoSeriousViolations(page, 'RegressionExplorer');
});

test('heat table: the first row is the API’s highest R2', async ({ page }) => {
  await signInWithoutTours(page, NMD_USER);
  const stats = page.waitForResponse((r) => statisticalCall.test(r.url()) && r.ok());
  await page.goto('/non-maturity-deposits/beta_reg/beta_linear');
  const url = new URL((await stats).url());
  const rows = await getJson<Statistical[]>(page.request, `${url.pathname}${url.search}`);
  const best = rows
    .filter((r) => r.rSquared !== null && r.points >= 3)
    .sort((a, b) => (b.rSquared ?? 0) - (a.rSquared ?? 0))[0];
  if (!best || best.rSquared === null) throw new Error('no fits');
  const table = page.getByRole('table', { name: /regression heat table/ });
  const first = table.locator('tbody tr').first().locator('td');
  await expect(first.nth(2)).toHaveText(decimals(best.rSquared));
  await expect(first.nth(0)).toHaveText(best.rateName);
  await expectNoSeriousViolations(page, 'RegressionHeatTable');
  await expectNoSeriousViolations(page, 'RegressionExplorer');
});

test('a Peer Comparison user without the product cannot open it', async ({ page }) => {
  await signInWithoutTours(page, 'standard@example.com');
  await page.goto('/non-maturity-deposits/decay_basic');
  await expect(
    page.getByRole('heading', { name: 'You do not have access to Non-Maturity Deposits' }),
  ).toBeVisible();
  await expect(page.locator('[data-component="DecayExplorer"]')).toHaveCount(0);
  const me = await getJson<{ institutionIid: number }>(page.request, '/api/auth/me');
  const refused = await page.request.get(`/api/${me.institutionIid}/metric/decay`);
  expect(refused.status()).toBe(403);
});
