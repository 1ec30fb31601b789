import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-helpers';
import { setMaintenance } from './api';
import { signInWithoutTours } from './shell-helpers';

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

test('"Having trouble?" opens on the first click right after leaving an empty field', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').click();
  // One click: the field's check must not push the link away between press and release.
  await page.getByRole('link', { name: 'Having trouble?' }).click();
  await expect(page).toHaveURL(/\/account\/trouble$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Having trouble signing in?');
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

test('a session that ends under an open page: back to log in with the reason, then back to the page', async ({
  page,
}) => {
  await signInWithoutTours(page, 'admin@example.com');
  await page.goto('/Admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // The session ends on the server (as after the idle timeout) while the page stays open.
  const { token } = (await (await page.request.get('/api/auth/csrf')).json()) as { token: string };
  await page.request.post('/api/auth/logout', { headers: { 'x-csrf-token': token } });

  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await page.getByLabel('Email Address').fill('admin@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/Admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
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
    // The notice's title reads clearly on its tinted ground (WCAG AA contrast).
    await expect(page.getByText('Peerscope is unavailable')).toBeVisible();
    await expectNoSeriousAxeViolations(
      new AxeBuilder({ page }).include('[role="alert"]').withRules(['color-contrast']),
    );

    await page.goto('/hidden-login');
    await expect(page.getByText(message)).toHaveCount(0);
    await page.getByLabel('Email Address').fill('standard@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
