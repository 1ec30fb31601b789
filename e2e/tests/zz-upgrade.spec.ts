import { expect, test, type Page } from '@playwright/test';
import { signInWithoutTours } from './shell-helpers';

// This moves basic@example.com to Standard for the rest of the run, so the file sorts last
// (Playwright runs files in name order on the one worker).

const paywall = (page: Page) => page.getByText('Get This Feature!', { exact: true });

/** A Standard-tier page; answers once its heading is on screen, so the banner has had its say. */
async function openCorrelations(page: Page) {
  await page.goto('/peer-comparison/correlations');
  await expect(page.getByRole('heading', { level: 1, name: 'Correlations' })).toBeVisible();
}

test('upgrade from the Free plan to Standard lifts the paywall at once, in the API too', async ({
  page,
}) => {
  await signInWithoutTours(page, 'basic@example.com');
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
