import { expect, test } from '@playwright/test';
import { signInWithoutTours } from './shell-helpers';

// This moves basic@example.com to Standard for the rest of the run, so the file sorts last
// (Playwright runs files in name order on the one worker).

test('upgrade from the Free plan to Standard takes effect at once, in the API too', async ({
  page,
}) => {
  await signInWithoutTours(page, 'basic@example.com');
  expect((await page.request.get('/api/dropdown/regression')).status()).toBe(403);

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
  await page.goto('/upgrade-pricing');
  await expect(
    page
      .getByRole('article', { name: 'Peer Comparison plan' })
      .getByRole('button', { name: 'Your Current Plan' }),
  ).toBeVisible();
});
