import { expect, test } from '@playwright/test';
import { chooseInstitution, fillPerson, freeInstitution, runId } from './account-helpers';
import { signInWithoutTours } from './shell-helpers';

// Issue 14, promo codes: a code made in the console is the one signup takes, and its uses count.
test('create a promo code and sign up with it', async ({ page, browser }) => {
  const code = `CONSOLE-${runId}`.toUpperCase();
  await signInWithoutTours(page, 'admin@example.com');
  await page.goto('/Admin/promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();

  await page.getByRole('button', { name: 'New Promo Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  await dialog.getByLabel('Code').fill('x');
  await dialog.getByLabel('Description').focus();
  await expect(dialog.getByText('code must be 3 to 40 letters, digits or dashes')).toBeVisible();
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Description').fill('Console browser test');
  await dialog.getByLabel('Uses allowed').fill('5');
  await dialog.getByRole('button', { name: 'Create Promo Code' }).click();
  await expect(page.getByText(`${code} was created.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Peer Comparison Standard');
  await expect(row).toContainText('0 of 5');
  await expect(row).toContainText('Active');

  // A visitor, signed out in a browser of their own, signs up with the code.
  const visitor = await browser.newContext();
  const signup = await visitor.newPage();
  const institution = await freeInstitution(visitor.request);
  await signup.goto('/signup?plan=PeerComparisonStandard');
  await fillPerson(signup, `console.promo.${runId}@promobank.com`);
  await chooseInstitution(signup, institution.name);
  await signup.getByRole('button', { name: 'Have a promo code?' }).click();
  const promo = signup.getByLabel('Promo Code');
  await promo.fill(code.toLowerCase());
  await promo.blur();
  await expect(signup.getByText('Promo code accepted: no payment needed.')).toBeVisible();
  await signup.getByRole('button', { name: 'Signup', exact: true }).click();
  await expect(signup).toHaveURL(/\/signup\/thankyou$/);
  await visitor.close();

  await page.reload();
  const used = page.getByRole('row', { name: new RegExp(code) });
  await expect(used).toContainText('1 of 5');

  // Ending it asks first; then signup refuses it.
  await used.getByRole('button', { name: `End ${code}` }).click();
  const confirm = page.getByRole('dialog', { name: 'End promo code' });
  await expect(confirm).toContainText(`End ${code} now?`);
  await confirm.getByRole('button', { name: 'End Code' }).click();
  await expect(page.getByText(`${code} has ended; signups now refuse it.`)).toBeVisible();
  await expect(used).toContainText('Ended');
  await expect(used.getByRole('button', { name: `End ${code}` })).toHaveCount(0);
  const check = await page.request.get(`/api/account/check/promo?value=${code}`);
  expect((await check.json()).valid).toBe(false);
});
