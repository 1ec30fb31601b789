import { expect, test } from '@playwright/test';
import { outboxLink, runId, signUpFree } from './account-helpers';

test('password reset from /account/trouble through the e-mailed link', async ({
  page,
  request,
}) => {
  // An account of its own, so no demo account's password changes for other tests.
  const email = `reset.${runId}@resetbank.com`;
  await signUpFree(request, email, 'ash', {
    firstName: 'Rita',
    lastName: 'Reset',
    phone: '515-555-0177',
    title: 'Controller',
  });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Having trouble?' }).click();
  await expect(page).toHaveURL(/\/account\/trouble$/);
  // The address changes at once, but the login form (with its own Email Address) stays on
  // screen until the page's code has loaded: on a busy machine the fill went into it.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Having trouble signing in?' }),
  ).toBeVisible();
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/we sent it a link to choose a new password/)).toBeVisible();

  const link = await outboxLink(request, email, 'reset');
  expect(link).toMatch(/^\/account\/reset\?token=/);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel(/^Password/).blur();
  await expect(page.getByText('Password must be at least 10 characters.')).toBeVisible();
  await page.getByLabel(/^Password/).fill('my-new-reset-password');
  await page.getByLabel('Confirm password').fill('my-new-reset-password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(/Your password is set/)).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link is no longer valid.');

  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('my-new-reset-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a link cut short in the e-mail says so and offers a new one', async ({ page }) => {
  for (const path of ['/account/reset', '/account/verify', '/account/invite']) {
    await page.goto(`${path}?token=Qx3vZ8`);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('This link is incomplete or has expired.');
    await expect(alert).not.toContainText('querystring');
  }
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/account\/trouble$/);
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

test('profile: details change, and a password change signs out the other sessions', async ({
  page,
  playwright,
  baseURL,
}) => {
  // An account of its own: signed up and verified through the API and the outbox.
  const email = `profile.${runId}@profilebank.com`;
  const api = await playwright.request.newContext({ baseURL });
  const token = await signUpFree(api, email, 'azu', {
    firstName: 'Pia',
    lastName: 'Profile',
    phone: '515-555-0166',
    title: 'Analyst',
  });
  const link = await outboxLink(api, email, 'verify');
  const verifyToken = new URL(link, 'http://x').searchParams.get('token');
  const set = await api.post('/api/account/password/set', {
    data: { token: verifyToken, password: 'profile-password-1' },
    headers: { 'x-csrf-token': token },
  });
  expect(set.status()).toBe(204);
  await api.post('/api/auth/logout', { headers: { 'x-csrf-token': token } });
  const elsewhere = await playwright.request.newContext({ baseURL });
  const other = (await (await elsewhere.get('/api/auth/csrf')).json()) as { token: string };
  await elsewhere.post('/api/auth/login', {
    data: { email, password: 'profile-password-1' },
    headers: { 'x-csrf-token': other.token },
  });
  expect((await elsewhere.get('/api/auth/me')).status()).toBe(200);

  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('profile-password-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/profile');
  await page.getByLabel('Job Title').fill('Senior Analyst');
  await page.getByLabel(/^Phone/).fill('6415550123');
  await expect(page.getByLabel(/^Phone/)).toHaveValue('641-555-0123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();

  await page.getByLabel('Current password').fill('profile-password-1');
  await page.getByLabel('New password', { exact: false }).first().fill('profile-password-2');
  await page.getByLabel('Confirm new password').fill('profile-password-2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByText('Your other sessions were signed out.', { exact: false }),
  ).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  expect((await elsewhere.get('/api/auth/me')).status()).toBe(401);
  await api.dispose();
  await elsewhere.dispose();
});
