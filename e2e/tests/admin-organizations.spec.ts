import { expect, test } from '@playwright/test';
import { outboxLink, person, runId } from './account-helpers';
import { signInWithoutTours } from './shell-helpers';

// Issue 14, organizations and users: a platform admin finds an organization in the console and
// answers its request to join, as the organization's own client-admin could.
test('approve a pending membership', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `console.joiner.${runId}@prairiegate.com`;

  // A visitor registers with Prairie Gate Bank, which has an account: a request to join it.
  const visitor = await browser.newContext();
  const { token } = (await (await visitor.request.get('/api/auth/csrf')).json()) as {
    token: string;
  };
  const [prairie] = (await (
    await visitor.request.get('/api/institution/search?q=Prairie%20Gate')
  ).json()) as { iid: number }[];
  const registered = await visitor.request.post('/api/account/existing', {
    data: { organizationIid: prairie?.iid, email, ...person, planType: 'PeerComparisonStandard' },
    headers: { 'x-csrf-token': token },
  });
  expect(registered.status()).toBe(201);

  await signInWithoutTours(page, 'admin@example.com');
  await page.goto('/Admin/organizations');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Organizations and users' }),
  ).toBeVisible();
  await page.getByLabel('Search organizations').fill(email);
  const results = page.getByRole('table', { name: 'Organizations' });
  await expect(results.getByText(email)).toBeVisible();
  await results.getByRole('link', { name: 'Prairie Gate Bank' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Prairie Gate Bank' })).toBeVisible();
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
    page.getByRole('table', { name: 'Audit log' }).getByText('membership.approve'),
  ).toBeVisible();

  // The new member sets a password from the verification link and holds the product.
  const link = await outboxLink(visitor.request, email, 'verify');
  const password = 'console-joiner-pw-1';
  const linkToken = new URL(link, 'http://x').searchParams.get('token');
  const { token: csrf } = (await (await visitor.request.get('/api/auth/csrf')).json()) as {
    token: string;
  };
  const set = await visitor.request.post('/api/account/password/set', {
    data: { token: linkToken, password },
    headers: { 'x-csrf-token': csrf },
  });
  expect(set.ok()).toBe(true);
  const signedIn = await visitor.request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'x-csrf-token': csrf },
  });
  expect(signedIn.ok()).toBe(true);
  expect(await signedIn.json()).toMatchObject({
    membership: 'active',
    claims: ['peer-comparison'],
  });
  await visitor.close();
});
