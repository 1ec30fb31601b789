import { expect, test } from '@playwright/test';
import { setMaintenance } from './api';

test('a demo user signs in and lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill('standard@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dashboard');
  // Demo mode: the figures are generated, and every page says so.
  await expect(page.getByRole('note', { name: 'Demo data' })).toHaveText(
    'Demo data: every institution and figure here is fictional, generated for demonstration.',
  );
});

test('a wrong password shows the message and the form again', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill('standard@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password is invalid');
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visit of /dashboard goes to the login page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Email Address')).toBeVisible();
});

test('the platform admin is sent to /Admin after signing in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill('admin@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/Admin$/);
});

test.describe('maintenance mode', () => {
  test.afterEach(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await setMaintenance(request, false);
    await request.dispose();
  });

  test('hides the login form, but /hidden-login still shows it and signs in', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    const message = await setMaintenance(request, true);
    await request.dispose();

    await page.goto('/login');
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveCount(0);

    await page.goto('/hidden-login');
    await expect(page.getByText(message)).toHaveCount(0);
    await page.getByLabel('Email Address').fill('standard@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
