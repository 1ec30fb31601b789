import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { outboxLink, person, runId } from './account-helpers';
import { apiLogin } from './api';
import { signInWithoutTours } from './shell-helpers';

// Issue 14, organizations and users: a platform admin finds an organization in the console,
// answers its requests to join and disables or re-enables its users.

async function csrf(request: APIRequestContext) {
  return ((await (await request.get('/api/auth/csrf')).json()) as { token: string }).token;
}

/** Register on the signup page, through the API: a request to join Prairie Gate Bank. */
async function registerWithPrairieGate(request: APIRequestContext, email: string) {
  const [prairie] = (await (
    await request.get('/api/institution/search?q=Prairie%20Gate')
  ).json()) as { iid: number }[];
  const registered = await request.post('/api/account/existing', {
    data: { organizationIid: prairie?.iid, email, ...person, planType: 'PeerComparisonStandard' },
    headers: { 'x-csrf-token': await csrf(request) },
  });
  expect(registered.status()).toBe(201);
}

/** Follows the verification link from the outbox and sets the password. */
async function setPassword(request: APIRequestContext, email: string, password: string) {
  const link = await outboxLink(request, email, 'verify');
  const set = await request.post('/api/account/password/set', {
    data: { token: new URL(link, 'http://localhost').searchParams.get('token'), password },
    headers: { 'x-csrf-token': await csrf(request) },
  });
  expect(set.ok()).toBe(true);
}

async function openPrairieGate(page: Page, search: string) {
  await page.goto('/Admin/organizations');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Organizations and users' }),
  ).toBeVisible();
  await page.getByLabel('Search organizations').fill(search);
  const results = page.getByRole('table', { name: 'Organizations' });
  await expect(results.getByText(search)).toBeVisible();
  await results.getByRole('link', { name: 'Prairie Gate Bank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prairie Gate Bank' })).toBeVisible();
}

test('approve a pending membership', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `console.joiner.${runId}@prairiegate.com`;
  const visitor = await browser.newContext();
  await registerWithPrairieGate(visitor.request, email);

  await signInWithoutTours(page, 'admin@example.com');
  await openPrairieGate(page, email);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row', { name: new RegExp(email) })).toContainText('Pending');
  const requests = page.getByRole('table', { name: 'Requests to join' });
  await expect(requests.getByRole('row', { name: new RegExp(email) })).toContainText(
    'Email not verified yet',
  );
  await page.getByRole('button', { name: `Approve ${email}` }).click();

  await expect(page.getByText('Robin Browser joined Prairie Gate Bank.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve ${email}` })).toHaveCount(0);
  const row = users.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Peer Comparison');
  await expect(row).not.toContainText('Pending');

  // The change is in the audit log.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Search').fill(email);
  await expect(
    page.getByRole('table', { name: 'Audit log' }).getByText('Request to join approved'),
  ).toBeVisible();

  // The new member sets a password from the verification link and holds the product.
  const password = 'console-joiner-pw-1';
  await setPassword(visitor.request, email, password);
  const signedIn = await visitor.request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'x-csrf-token': await csrf(visitor.request) },
  });
  expect(signedIn.ok()).toBe(true);
  expect(await signedIn.json()).toMatchObject({
    membership: 'active',
    claims: ['peer-comparison'],
  });
  await visitor.close();
});

test('disable a user: signed out at once and told why at sign-in; re-enable', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `console.disabled.${runId}@prairiegate.com`;
  const password = 'console-disabled-pw-1';
  const member = await browser.newContext();
  await registerWithPrairieGate(member.request, email);
  // Read the outbox as the admin in the admin's own browser, so the member's stays signed out.
  await setPassword(page.request, email, password);
  const token = await apiLogin(page.request, 'admin@example.com');
  const users = (await (
    await page.request.get(`/api/admin/organizations?q=${encodeURIComponent(email)}`)
  ).json()) as { id: string }[];
  const detail = (await (
    await page.request.get(`/api/admin/organizations/${users[0]?.id}`)
  ).json()) as { users: { id: string; email: string }[] };
  const userId = detail.users.find((u) => u.email === email)?.id;
  expect(
    (
      await page.request.post(`/api/admin/users/${userId}/approve`, {
        data: {},
        headers: { 'x-csrf-token': token },
      })
    ).ok(),
  ).toBe(true);

  // The member is signed in in a browser of their own.
  const memberPage = await member.newPage();
  await memberPage.goto('/login');
  await memberPage.getByLabel('Email Address').fill(email);
  await memberPage.getByLabel('Password').fill(password);
  await memberPage.getByRole('button', { name: 'Log In' }).click();
  await expect(memberPage).toHaveURL(/\/dashboard$/);

  await signInWithoutTours(page, 'admin@example.com');
  await openPrairieGate(page, email);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row', {
    name: new RegExp(email),
  });
  await row.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Disable user…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable user' });
  await expect(dialog.getByRole('button', { name: 'Disable User' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Browser test: left the bank');
  await dialog.getByRole('button', { name: 'Disable User' }).click();
  await expect(page.getByText('Robin Browser is disabled.')).toBeVisible();
  await expect(row).toContainText('Disabled');

  // At once: the member's next page is the login page, and signing in says why not.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/login/);
  await memberPage.getByLabel('Email Address').fill(email);
  await memberPage.getByLabel('Password').fill(password);
  await memberPage.getByRole('button', { name: 'Log In' }).click();
  await expect(memberPage.getByRole('alert')).toHaveText(
    'Your account has been disabled. Contact support@peerscope.example to have it re-enabled.',
  );

  await row.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Re-enable user' }).click();
  await expect(page.getByText('Robin Browser may sign in again.')).toBeVisible();
  await expect(row).not.toContainText('Disabled');
  await memberPage.getByLabel('Password').fill(password);
  await memberPage.getByRole('button', { name: 'Log In' }).click();
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await member.close();
});
