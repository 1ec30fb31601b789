import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Monthly decay on own deposit data (docs/nmd-methodology.md "Monthly decay"), as
 * nmd@example.com, whose demo organization holds generated own data of 6 products: the Decay
 * page's "Decay frequency" toggle, shown only with own data, turns the key figures and the
 * truncation label into the API's monthly answer; the call report offers no monthly choice and
 * the API refuses one.
 */

type Figures = {
  decayFactor: number | null;
  straightLineDeclineWal: number | null;
  pctDeclineWal: number | null;
};
type Decay = {
  frequency: 'quarterly' | 'monthly';
  insufficientData: boolean;
  minimumPeriods: number;
  horizonPeriods: number;
  truncationYears: number | null;
  actual: Figures;
  stable: Figures;
};

const PRODUCT = 'Money market';

const decimals = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );

const decayAnswer = (test: (url: string) => boolean) => (r: Response) =>
  /\/api\/\d+\/decay\/\w+\?/.test(r.url()) && r.ok() && test(r.url());

/**
 * The API's answer to a decay call the page made, asked again as the page asked it (the page's
 * own copy of a 1,201-step monthly run-off may be gone from the browser's buffer by then).
 */
async function answerOf(page: Page, response: Response): Promise<Decay> {
  const url = new URL(response.url());
  return getJson<Decay>(page.request, `${url.pathname}${url.search}`);
}

/** The actual balance's key figures on screen are the answer's, under the answer's terms. */
async function expectFigures(actual: Locator, decay: Decay, decayTerm: string) {
  const { decayFactor, straightLineDeclineWal, pctDeclineWal } = decay.actual;
  if (decayFactor === null || straightLineDeclineWal === null || pctDeclineWal === null) {
    throw new Error(`no ${decay.frequency} figures`);
  }
  await expect(actual.locator(`[data-figure="${decayTerm}"]`)).toHaveText(
    `${decimals(decayFactor * 100)}%`,
  );
  await expect(actual.locator('[data-figure="Straight Line WAL"]')).toHaveText(
    `${decimals(straightLineDeclineWal)} years`,
  );
  await expect(actual.locator('[data-figure="% Decline WAL"]')).toHaveText(
    `${decimals(pctDeclineWal)} years`,
  );
}

test('decay: own data turns monthly with the API’s monthly figures; the call report stays quarterly', async ({
  page,
}) => {
  // Three decay answers and the page redrawn for each, one of them a 1,201-month run-off.
  test.slow();
  await signInWithoutTours(page, 'nmd@example.com');
  const callReportCall = page.waitForResponse(decayAnswer((url) => !url.includes('source=own')));
  await page.goto('/non-maturity-deposits/decay_basic');
  const callReportUrl = new URL((await callReportCall).url());
  const actual = page.getByRole('group', { name: 'Balance (Actual) key figures' });
  await expect(actual.locator('[data-figure="Quarterly Decay Factor"]')).toBeVisible();
  // The call report offers no monthly choice, and the API refuses one, saying why.
  const frequency = page.getByRole('radiogroup', { name: 'Decay frequency' });
  await expect(frequency).toHaveCount(0);
  const refused = await page.request.get(
    `${callReportUrl.pathname}${callReportUrl.search}&frequency=monthly`,
  );
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Call reports are quarterly: monthly decay needs own data.',
  );

  // Own data: the toggle appears, quarterly first.
  const ownQuarterly = page.waitForResponse(
    // Quarterly is the default, so the page leaves the frequency out.
    decayAnswer((url) => url.includes('source=own:') && !url.includes('frequency=monthly')),
  );
  await page.getByRole('textbox', { name: 'Data' }).click();
  await page.getByRole('option', { name: `Own data: ${PRODUCT}` }).click();
  const quarterly = await answerOf(page, await ownQuarterly);
  expect(quarterly).toMatchObject({ frequency: 'quarterly', insufficientData: false });
  await expect(frequency).toBeVisible();
  await expect(frequency.getByRole('radio', { name: 'Quarterly' })).toBeChecked();
  await expectFigures(actual, quarterly, 'Quarterly Decay Factor');

  // Monthly: the figures become the API's monthly answer, named monthly.
  const ownMonthly = page.waitForResponse(
    decayAnswer((url) => url.includes('source=own:') && url.includes('frequency=monthly')),
  );
  await frequency.getByText('Monthly', { exact: true }).click();
  const monthly = await answerOf(page, await ownMonthly);
  expect(monthly).toMatchObject({
    frequency: 'monthly',
    insufficientData: false,
    minimumPeriods: 24,
    horizonPeriods: 1200,
  });
  await expect(frequency.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expectFigures(actual, monthly, 'Monthly Decay Factor');
  await expect(actual.locator('[data-figure="Quarterly Decay Factor"]')).toHaveCount(0);
  // A different step gives a different decay factor: the screen did change.
  expect(monthly.actual.decayFactor).not.toBe(quarterly.actual.decayFactor);

  // Truncated, the horizon is counted in the answer's months.
  const truncatedCall = page.waitForResponse(
    decayAnswer(
      (url) =>
        url.includes('source=own:') &&
        url.includes('frequency=monthly') &&
        url.includes('truncate=true'),
    ),
  );
  await page.getByRole('checkbox', { name: /^Apply a [\d.]+ year truncation point\?$/ }).check();
  const truncated = await answerOf(page, await truncatedCall);
  if (truncated.truncationYears === null) throw new Error('no truncation in the answer');
  expect(truncated.horizonPeriods).toBe(truncated.truncationYears * 12);
  await expect(
    page.getByText(
      `Run-off truncated at ${truncated.truncationYears} years (${truncated.horizonPeriods} months).`,
    ),
  ).toBeVisible();
  await expectFigures(actual, truncated, 'Monthly Decay Factor');
});
