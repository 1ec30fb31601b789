import { expect, test, type Page } from '@playwright/test';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * The Beta Suite room of Non-Maturity Deposits (issue 16) for nmd@example.com: every page shows
 * its figures (no MissingComponent placeholder), and a figure on screen is the API's answer.
 */

const NMD_USER = 'nmd@example.com';
const ROOM = '/non-maturity-deposits/beta_suite';

type Estimate = { beta: number; n: number } | null;

const beta = (value: number) => value.toFixed(3);

/** Opens a Beta Suite page and answers its API call as the page made it, fetched again. */
async function openPage<T>(
  page: Page,
  pageCode: string,
  endpoint: string,
  component: string,
): Promise<T> {
  const call = page.waitForResponse(
    (r) => r.url().includes(`/nmd/beta-suite/${endpoint}`) && r.request().method() === 'GET',
  );
  await page.goto(`${ROOM}/${pageCode}`);
  const response = await call;
  // A page without its component would render nothing here (MissingComponent).
  await expect(page.locator(`[data-component="${component}"]`)).toBeVisible();
  expect(response.status()).toBe(200);
  const url = new URL(response.url());
  return getJson<T>(page.request, `${url.pathname}${url.search}`);
}

const row = (page: Page, table: string, name: RegExp) =>
  page.getByRole('table', { name: table, exact: true }).getByRole('row', { name });

test.beforeEach(async ({ page }) => {
  await signInWithoutTours(page, NMD_USER);
});

test('Cycle Beta shows the API’s cycle beta', async ({ page }) => {
  const answer = await openPage<{ cycleBeta: number | null }>(
    page,
    'beta_cycle',
    'cycle',
    'BetaCycle',
  );
  if (answer.cycleBeta === null) throw new Error('the demo bank has no cycle beta');
  await expect(row(page, 'Cycle beta', /^Cycle beta/)).toContainText(beta(answer.cycleBeta));
});

test('Asymmetric Betas shows the API’s up- and down-betas', async ({ page }) => {
  const answer = await openPage<{ upBeta: Estimate; downBeta: Estimate }>(
    page,
    'beta_asymmetric',
    'asymmetric',
    'BetaAsymmetric',
  );
  for (const [name, estimate] of [
    [/^Up-beta/, answer.upBeta],
    [/^Down-beta/, answer.downBeta],
  ] as const) {
    await expect(row(page, 'Up- and down-betas', name)).toContainText(
      estimate ? beta(estimate.beta) : 'Insufficient Data',
    );
  }
});

test('Rolling Betas shows the API’s last 8-quarter beta and draws the chart', async ({ page }) => {
  const answer = await openPage<{
    rollingBetas: { windowQuarters: number; points: { estimate: Estimate }[] }[];
  }>(page, 'beta_rolling', 'rolling', 'BetaRolling');
  const eight = answer.rollingBetas.find((w) => w.windowQuarters === 8);
  const last = eight?.points.at(-1)?.estimate;
  if (!last) throw new Error('no 8-quarter beta');
  const table = page.getByRole('table', { name: '8-quarter rolling beta' });
  await expect(table.getByRole('row').last()).toContainText(beta(last.beta));
  await expect(page.getByRole('img', { name: /rolling betas with their 95% bands/ })).toBeVisible();
});

test('Lag Search names the API’s best lag', async ({ page }) => {
  const answer = await openPage<{ bestLag: number | null }>(
    page,
    'beta_lags',
    'lags',
    'BetaLagSearch',
  );
  await expect(
    page.getByText(
      answer.bestLag === null
        ? 'Best lag: Insufficient Data.'
        : `Best lag: ${answer.bestLag} ${answer.bestLag === 1 ? 'quarter' : 'quarters'} (highest R²).`,
    ),
  ).toBeVisible();
});

test('Peer Rank ranks in an aggregate group of the peer selector and shows the API’s percentile', async ({
  page,
}) => {
  type Ranked = { peerPercentile: number | null };
  const answer = await openPage<{
    group: { groupId: number; name: string };
    cycleBeta: Ranked;
  }>(page, 'beta_peer_rank', 'peer-rank', 'BetaPeerRank');
  // Without Peer Comparison the selector offers the aggregate groups only (National first).
  expect(answer.group.name).toBe('National');
  await expect(page.getByRole('button', { name: /^Peer: National/ })).toBeVisible();
  if (answer.cycleBeta.peerPercentile === null) throw new Error('no peer percentile');
  await expect(
    row(page, 'Beta ranks', /^Cycle beta/)
      .getByRole('cell')
      .nth(1),
  ).toHaveText(`${(answer.cycleBeta.peerPercentile * 100).toFixed(1)}%`);
});

test('Regulatory View shows the API’s stable share and every cap exceeded', async ({ page }) => {
  const answer = await openPage<{
    stableShare: number | null;
    regulatoryCaps: { exceedances: string[] }[];
  }>(page, 'beta_regulatory', 'regulatory', 'BetaRegulatory');
  if (answer.stableShare === null) throw new Error('no stable share');
  await expect(row(page, 'Stable share and life', /^Stable share/)).toContainText(
    `${(answer.stableShare * 100).toFixed(1)}%`,
  );
  const sentences = answer.regulatoryCaps.flatMap((c) => c.exceedances);
  if (sentences.length > 0)
    await expect(
      page.getByRole('list', { name: 'Caps exceeded' }).getByRole('listitem'),
    ).toHaveText(sentences);
});

test('Back-Test shows the API’s mean absolute cost error', async ({ page }) => {
  const answer = await openPage<{ backTest: { meanAbsoluteCostError: number | null } }>(
    page,
    'beta_back_test',
    'back-test',
    'BetaBackTest',
  );
  const error = answer.backTest.meanAbsoluteCostError;
  if (error === null) throw new Error('no cost error');
  await expect(row(page, 'Back-test errors', /^Mean absolute cost error/)).toContainText(
    `${error.toFixed(2)} pp`,
  );
});

test('Rate Scenarios shows the API’s +100 bp path; a bad custom path shows the 400 message', async ({
  page,
}) => {
  const answer = await openPage<{
    scenarios: { label: string; projection: { depositCost: number | null }[] }[];
  }>(page, 'beta_scenarios', 'scenarios', 'BetaScenarios');
  const up = answer.scenarios.find((s) => s.label === '+100 bp');
  const first = up?.projection[0]?.depositCost;
  if (first == null) throw new Error('no +100 bp projection');
  const table = page.getByRole('table', { name: 'Projected deposit cost' });
  const column = await table.getByRole('columnheader').allTextContents();
  const cells = table.getByRole('row').nth(1).getByRole('cell');
  await expect(cells.nth(column.indexOf('+100 bp') - 1)).toHaveText(`${first.toFixed(2)}%`);

  const refused = page.waitForResponse((r) => r.url().includes('path=') && r.status() === 400);
  await page.getByRole('textbox', { name: /Custom path/ }).fill('5, 4');
  await page.getByRole('button', { name: 'Apply' }).click();
  const body = (await (await refused).json()) as { message: string };
  await expect(page.getByRole('alert')).toHaveText(body.message);
});
