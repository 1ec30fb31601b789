import { expect, test } from '@playwright/test';

test('/login/acme wears the partner branding', async ({ page }) => {
  await page.goto('/login/acme');
  const header = page.getByRole('banner');
  const logo = header.getByRole('img', { name: 'Acme Banking Partners' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', '/partners/acme-logo.svg');
  await expect(logo).toHaveAttribute('width', '180');
  await expect(logo).toHaveAttribute('height', '48');
  // Written as the browser reads it (safeLink checks the parsed address, and links to that).
  await expect(header.getByRole('link', { name: /Acme Banking Partners/ })).toHaveAttribute(
    'href',
    'https://acme-partners.example/',
  );
  expect((await page.request.get('/partners/acme-logo.svg')).status()).toBe(200);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('100 Main Street, Suite 400, Des Moines, IA 50309')).toBeVisible();
  await expect(footer.getByRole('link', { name: '515.555.0123' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'hello@acme-partners.example' })).toBeVisible();
  await expect(footer.getByText('Powered by', { exact: false })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

  // The login form works as on /login.
  await page.getByLabel('Email Address').fill('standard@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/signup/acme too; an unknown partner code keeps the default branding', async ({ page }) => {
  await page.goto('/signup/acme');
  await expect(
    page.getByRole('banner').getByRole('img', { name: 'Acme Banking Partners' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();

  await page.goto('/login/no-such-partner');
  await expect(page.getByRole('link', { name: 'Peerscope home' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('img', { name: 'Acme Banking Partners' }),
  ).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByText('support@peerscope.example')).toBeVisible();
  expect((await page.request.get('/api/partner/acme')).status()).toBe(200);
  expect((await (await page.request.get('/api/partner/acme')).json()).adImage).toBe(
    '/partners/acme-advert.svg',
  );
});

test('pricing, privacy and terms are public pages', async ({ page }) => {
  await page.goto('/pricing');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('Bundle');
  await expect(cards.nth(0)).toContainText('$200');
  await expect(cards.nth(0)).toContainText('$2,400 per year');
  await expect(cards.nth(1)).toContainText('$99');
  await expect(cards.nth(1)).toContainText('Monthly');
  await expect(cards.nth(1)).toContainText('$1,000 Annual');
  await expect(cards.nth(2)).toContainText('$145');
  await expect(cards.nth(2)).toContainText('$1,740 per year');
  await cards.nth(1).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup\?plan=PeerComparisonStandard$/);

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: '5. Cookies' })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
});
