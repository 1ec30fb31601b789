import { expect, test } from '@playwright/test';
import { runId } from './account-helpers';
import { signInWithoutTours } from './shell-helpers';

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// Issue 14, partners: a partner made in the console is the branding of /login/{code}.
test('create a partner, upload its logo, see /login/{code} wear it, then remove it', async ({
  page,
  browser,
}) => {
  const code = `console-${runId}`;
  await signInWithoutTours(page, 'admin@example.com');
  await page.goto('/Admin/partners');
  await expect(page.getByRole('row', { name: /Acme Banking Partners/ })).toBeVisible();

  await page.getByRole('link', { name: 'New Partner' }).click();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Name').fill('Console Partners');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Address').focus();
  await expect(page.getByText('email must be an e-mail address')).toBeVisible();
  await page.getByLabel('E-mail').fill('hello@console-partners.example');
  await page.getByLabel('Address').fill('9 Console Street, Ames, IA 50010');
  await page.getByLabel('Phone').fill('515.555.0177');
  await page.getByLabel('Website').fill('https://console-partners.example');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(`Preview of /login/${code}`);
  await expect(preview).toContainText('9 Console Street, Ames, IA 50010');
  await page.getByRole('button', { name: 'Create Partner' }).click();
  await expect(page.getByText('Console Partners was created.', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit Console Partners' }),
  ).toBeVisible();

  // Too large a file is refused with the limit; a small one becomes the logo.
  const logoInput = page.getByLabel('Logo file');
  await logoInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(600 * 1024, 1),
  });
  await expect(page.getByRole('alert')).toHaveText('The image must be 500 KB or smaller.');
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByText(`logo.png was uploaded and is live on /login/${code}.`),
  ).toBeVisible();
  await expect(page.getByLabel('Logo', { exact: true })).toHaveValue(
    new RegExp(`^/api/partner/${code}/images/logo\\?v=\\d+$`),
  );
  await page.getByLabel('Phone').fill('515.555.0188');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Console Partners was saved.')).toBeVisible();

  // A visitor sees the branding.
  const visitor = await browser.newContext();
  const login = await visitor.newPage();
  await login.goto(`/login/${code}`);
  const logo = login.getByRole('banner').getByRole('img', { name: 'Console Partners' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', new RegExp(`/api/partner/${code}/images/logo`));
  await expect(
    login.getByRole('contentinfo').getByRole('link', { name: '515.555.0188' }),
  ).toBeVisible();
  await visitor.close();

  await page.getByRole('button', { name: 'Back to Partners' }).click();
  const row = page.getByRole('row', { name: /Console Partners/ });
  await row.getByRole('button', { name: 'Remove Console Partners' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove partner' });
  await expect(confirm).toContainText(`/login/${code}`);
  await confirm.getByRole('button', { name: 'Remove Partner' }).click();
  await expect(page.getByText(`Console Partners was removed`, { exact: false })).toBeVisible();
  await expect(page.getByRole('row', { name: /Console Partners/ })).toHaveCount(0);
  expect((await page.request.get(`/api/partner/${code}`)).status()).toBe(404);
});

test('the partner editor and the promo codes are usable at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithoutTours(page, 'admin@example.com');
  await page.goto('/Admin/partners/acme');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit Acme Banking Partners' }),
  ).toBeVisible();
  // Fields, the upload buttons and the preview stack inside the screen's width.
  for (const target of [
    page.getByLabel('Name'),
    page.getByRole('button', { name: 'Upload logo' }),
    page.getByRole('button', { name: 'Save Changes' }),
    page.getByRole('region', { name: 'Preview' }),
  ]) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }

  await page.goto('/Admin/promo-codes');
  await expect(page.getByRole('button', { name: 'New Promo Code' })).toBeInViewport();
  await page.getByRole('button', { name: 'New Promo Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  const create = dialog.getByRole('button', { name: 'Create Promo Code' });
  await create.scrollIntoViewIfNeeded();
  const box = await create.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
});
