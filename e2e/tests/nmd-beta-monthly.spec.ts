import { expect, test, type Page, type Response } from '@playwright/test';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Monthly betas on own deposit data (docs/nmd-methodology.md "Monthly betas"), as
 * nmd@example.com, whose demo organization holds generated own data of 6 products: the Cycle
 * Beta page's "Beta frequency" toggle, shown only with own data, turns the figures and the path
 * into the API's monthly answer; the call report offers no monthly choice and the API refuses one.
 */

type Cycle = {
  frequency: 'quarterly' | 'monthly';
  cycleBeta: number | null;
  path: { reportDate: string }[];
};

const PRODUCT = 'Money market';
const beta = (value: number) => value.toFixed(3);

const cycleAnswer = (test: (url: string) => boolean) => (r: Response) =>
  /\/api\/\d+\/nmd\/beta-suite\/cycle\?/.test(r.url()) && r.ok() && test(r.url());

/** The API's answer to a call the page made, asked again as the page asked it. */
async function answerOf(page: Page, response: Response): Promise<Cycle> {
  const url = new URL(response.url());
  return getJson<Cycle>(page.request, `${url.pathname}${url.search}`);
}

test('Cycle Beta: own data turns monthly with the API’s monthly beta; the call report stays quarterly', async ({
  page,
}) => {
  await signInWithoutTours(page, 'nmd@example.com');
  const callReportCall = page.waitForResponse(cycleAnswer((url) => !url.includes('source=own')));
  await page.goto('/non-maturity-deposits/beta_suite/beta_cycle');
  const callReportUrl = new URL((await callReportCall).url());
  const figures = page.getByRole('table', { name: 'Cycle beta', exact: true });
  await expect(figures).toBeVisible();
  const frequency = page.getByRole('radiogroup', { name: 'Beta frequency' });
  await expect(frequency).toHaveCount(0);
  const refused = await page.request.get(
    `${callReportUrl.pathname}${callReportUrl.search}&frequency=monthly`,
  );
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Call reports are quarterly: monthly betas need own data.',
  );

  const ownQuarterly = page.waitForResponse(
    cycleAnswer((url) => url.includes('source=own:') && !url.includes('frequency=monthly')),
  );
  await page.getByRole('textbox', { name: 'Data' }).click();
  await page.getByRole('option', { name: `Own data: ${PRODUCT}` }).click();
  const quarterly = await answerOf(page, await ownQuarterly);
  expect(quarterly.frequency).toBe('quarterly');
  await expect(frequency.getByRole('radio', { name: 'Quarterly' })).toBeChecked();

  const ownMonthly = page.waitForResponse(
    cycleAnswer((url) => url.includes('source=own:') && url.includes('frequency=monthly')),
  );
  await frequency.getByText('Monthly', { exact: true }).click();
  const monthly = await answerOf(page, await ownMonthly);
  expect(monthly.frequency).toBe('monthly');
  if (monthly.cycleBeta === null) throw new Error('the demo product has no monthly cycle beta');
  await expect(frequency.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(figures.getByRole('row', { name: /^Cycle beta\b/ }).first()).toContainText(
    beta(monthly.cycleBeta),
  );
  // The path steps by months: one row per month of the answer, under a Month column.
  const path = page.getByRole('table', { name: 'Cycle beta path', exact: true });
  await expect(path.getByRole('columnheader', { name: 'Month' })).toBeVisible();
  await expect(path.locator('tbody tr')).toHaveCount(monthly.path.length);
  expect(monthly.path.length).toBeGreaterThan(quarterly.path.length);
});
