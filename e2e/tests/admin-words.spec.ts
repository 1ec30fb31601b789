import { expect, test, type Page } from '@playwright/test';
import { signInWithoutTours } from './shell-helpers';

// Issue 23, points 18 to 20: the console's words, an organization without an administrator,
// and the wide lists on a phone.

/** The page is no wider than the window: nothing pushes it sideways. */
async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('the console names plans as the pricing page does, and the audit log in words', async ({
  page,
}) => {
  await signInWithoutTours(page, 'admin@example.com');
  await page.goto('/Admin');
  const paid = page.getByRole('table', { name: 'Organizations paying for each plan' });
  await expect(paid.getByRole('row', { name: /^Bundle/ })).toBeVisible();
  await expect(paid).toContainText('Non-Maturity Deposits');
  await expect(page.getByText('BundleYearly')).toHaveCount(0);
  await expect(page.getByText('NonMaturityDepositsStandard')).toHaveCount(0);

  // The maintenance switch says what Save will do, not "Now off" beside a switch that is on.
  await page.goto('/Admin/maintenance');
  await expect(page.getByText('Now off')).toBeVisible();
  await page.getByText('Maintenance mode', { exact: true }).click();
  await expect(page.getByText('Save to turn on')).toBeVisible();
  await expect(page.getByText('Now off')).toHaveCount(0);
});

test('a platform admin makes the member of an organization without one its administrator', async ({
  page,
  browser,
}) => {
  await signInWithoutTours(page, 'admin@example.com');
  await page.goto('/Admin/organizations');
  await page.getByLabel('Search organizations').fill('Summit');
  await page.getByRole('link', { name: 'Summit Holding Company' }).click();
  await expect(page.getByText(/Summit Holding Company has no administrator/)).toBeVisible();
  const actions = page.getByRole('button', { name: 'Actions for hold@example.com' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Make administrator' }).click();
  await page
    .getByRole('dialog', { name: 'Make administrator' })
    .getByRole('button', { name: 'Make Administrator' })
    .click();
  await expect(
    page.getByText('Harper Holding is now an administrator of Summit Holding Company.'),
  ).toBeVisible();
  await expect(page.getByText(/has no administrator/)).toHaveCount(0);

  // Where the member sees it: Administration, and the pricing page's Upgrade Now.
  const holdContext = await browser.newContext();
  const hold = await holdContext.newPage();
  await signInWithoutTours(hold, 'hold@example.com');
  await hold.goto('/account/admin');
  await expect(hold.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await hold.goto('/upgrade-pricing');
  await expect(hold.getByText(/no administrator/)).toHaveCount(0);

  // In the audit log, in words.
  await page.goto('/Admin/audit');
  await page.getByLabel('Search').fill('hold@example.com');
  const entry = page.getByRole('row', { name: /Administrator changed/ }).first();
  await expect(entry).toContainText('hold@example.com (Summit Holding Company)');
  await expect(entry).toContainText('Administrator: No → Yes');

  // Back as it was, for the tests that find Summit Holding Company without an administrator.
  await page.goto('/Admin/organizations');
  await page.getByLabel('Search organizations').fill('Summit');
  await page.getByRole('link', { name: 'Summit Holding Company' }).click();
  await page.getByRole('button', { name: 'Actions for hold@example.com' }).click();
  await page.getByRole('menuitem', { name: 'Remove as administrator…' }).click();
  await page
    .getByRole('dialog', { name: 'Remove as administrator' })
    .getByRole('button', { name: 'Remove Administrator' })
    .click();
  await expect(page.getByText(/Summit Holding Company has no administrator/)).toBeVisible();
  await holdContext.close();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the organizations and the users are cards, whole, and the page keeps its width', async ({
    page,
  }) => {
    await signInWithoutTours(page, 'admin@example.com');
    await page.goto('/Admin/organizations');
    const list = page.getByRole('list', { name: 'Organizations' });
    const blueMesa = list.getByRole('listitem').filter({ hasText: 'Blue Mesa Bank' });
    // Every column's words are there, none cut or past the edge.
    await expect(blueMesa).toContainText('Blue Mesa Bank, Grand Junction, CO (9000003)');
    await expect(blueMesa).toContainText('Requests to join');
    const box = await blueMesa.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await page.getByRole('link', { name: 'Summit Holding Company' }).click();
    const users = page.getByRole('list', { name: 'Users' });
    await expect(users.getByRole('listitem').first()).toContainText('hold@example.com');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  test("a client admin's users are cards too", async ({ page }) => {
    await signInWithoutTours(page, 'standard@example.com');
    await page.goto('/account/admin');
    const users = page.getByRole('list', { name: 'Users' });
    const self = users.getByRole('listitem').filter({ hasText: 'standard@example.com' });
    await expect(self).toContainText('Access');
    await expect(self.getByRole('button', { name: 'Edit standard@example.com' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});

test('a Bundle subscriber gets a marketing card: the reference guide', async ({ page }) => {
  await signInWithoutTours(page, 'bundle@example.com');
  await page.goto('/dashboard');
  const guide = page.getByRole('img', {
    name: 'Get the most from both products: read the reference guide',
  });
  await expect(guide).toBeVisible();
  await expect(page.locator('a', { has: guide })).toHaveAttribute(
    'href',
    '/api/image/reference-guide.pdf',
  );
});
