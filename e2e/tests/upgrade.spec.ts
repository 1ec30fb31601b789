import { expect, test, type Page } from '@playwright/test';
import {
  chooseInstitution,
  fillPerson,
  freeInstitution,
  outboxLink,
  runId,
} from './account-helpers';
import { signInWithoutTours } from './shell-helpers';

// Only an organization's administrator may upgrade it (issue 11), so this signs up a new Free
// plan organization, whose first user administers it, and upgrades that: no demo account changes
// plan, so the file may run in any order.

const paywall = (page: Page) => page.getByText('Get This Feature!', { exact: true });

/** A Standard-tier page; answers once its heading is on screen, so the banner has had its say. */
async function openCorrelations(page: Page) {
  await page.goto('/peer-comparison/correlations');
  await expect(page.getByRole('heading', { level: 1, name: 'Correlations' })).toBeVisible();
}

test('/upgrade/thankyou opened directly claims no upgrade', async ({ page }) => {
  await signInWithoutTours(page, 'basic@example.com');
  await page.goto('/upgrade/thankyou');
  await expect(
    page.getByText('There is no upgrade to confirm here: your plan has not changed.'),
  ).toBeVisible();
  await expect(page.getByText(/has been upgraded/)).toHaveCount(0);
  await page.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/upgrade-pricing$/);
});

test('a member who is not client-admin is told to ask; the upgrade page has no card form', async ({
  page,
}) => {
  // hold@example.com is a member of its organization, which has no administrator: support is
  // named instead, on /upgrade and on /upgrade-pricing.
  await signInWithoutTours(page, 'hold@example.com');
  await page.goto('/upgrade?plan=BundleYearly');
  const noAdministrator =
    'Your organization has no administrator to upgrade its plan. Contact Peerscope support at 800.555.0142 or support@peerscope.example';
  await expect(page.getByText(noAdministrator)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.goto('/upgrade-pricing');
  await expect(page.getByText(noAdministrator)).toBeVisible();
  // The Standard card is hold@'s own plan: no Best value badge on it.
  await expect(page.getByText('Your Current Plan')).toBeVisible();
  await expect(page.getByText('Best value')).toHaveCount(0);
});

test('upgrade from the Free plan to Standard lifts the paywall at once, in the API too', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A new Free plan organization, signed up through the form; the demo password is set through
  // the e-mailed link, so the API sign-in helpers work for it.
  const email = `owner.${runId}@freebank.com`;
  const institution = await freeInstitution(request);
  await page.goto('/signup?plan=PeerComparisonBasic');
  await fillPerson(page, email);
  await chooseInstitution(page, institution.name);
  await page.getByRole('button', { name: 'Signup Now' }).click();
  await expect(page).toHaveURL(/\/signup\/thankyou$/);
  await page.goto(await outboxLink(request, email, 'verify'));
  await page.getByLabel(/^Password/).fill('demo-password');
  await page.getByLabel('Confirm password').fill('demo-password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(/Your password is set/)).toBeVisible();
  await signInWithoutTours(page, email);
  // Before: the Standard page shows the paywall and the API refuses its data.
  expect((await page.request.get('/api/dropdown/regression')).status()).toBe(403);
  await openCorrelations(page);
  await expect(paywall(page)).toBeVisible();
  await expect(
    page.getByText('Upgrade your plan to relate your income and expense to market rates.'),
  ).toBeVisible();

  await page.goto('/pricing');
  await expect(
    page
      .getByRole('article', { name: 'Peer Comparison plan' })
      .getByRole('link', { name: 'Upgrade Now' }),
  ).toBeVisible();
  await page.goto('/upgrade-pricing');
  await expect(
    page
      .getByRole('article', { name: 'Free plan' })
      .getByRole('button', { name: 'Your Current Plan' }),
  ).toBeVisible();
  await page
    .getByRole('article', { name: 'Peer Comparison plan' })
    .getByRole('link', { name: 'Upgrade Now' })
    .click();
  await expect(page).toHaveURL(/\/upgrade\?plan=PeerComparisonStandard$/);

  await page.getByRole('textbox', { name: 'Subscription' }).click();
  await page.getByRole('option', { name: 'Annual: $1,000 per year' }).click();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiration date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('ZIP code').fill('50309');
  const submit = page.getByRole('button', { name: 'Upgrade Now' });
  await submit.click();
  await expect(page.getByRole('group', { name: 'Payment' }).getByRole('alert')).toHaveText(
    'Your card was declined.',
  );
  await expect(submit).toBeEnabled();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await submit.click();
  await expect(page).toHaveURL(/\/upgrade\/thankyou$/);
  await expect(page.getByText('Your plan has been upgraded to Peer Comparison.')).toBeVisible();
  expect((await page.request.get('/api/dropdown/regression')).status()).toBe(200);
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.products).toEqual([
    expect.objectContaining({ tierClientCode: 'peer-comparison-standard' }),
  ]);

  await page.getByRole('link', { name: 'Dive In!' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // After: the same page without the banner, in the same browser session.
  await openCorrelations(page);
  await expect(paywall(page)).toHaveCount(0);
  await page.goto('/upgrade-pricing');
  await expect(
    page
      .getByRole('article', { name: 'Peer Comparison plan' })
      .getByRole('button', { name: 'Your Current Plan' }),
  ).toBeVisible();
});
