import { expect, test } from '@playwright/test';
import { chooseInstitution, fillPerson, outboxLink, runId } from './account-helpers';
import { signInWithoutTours } from './shell-helpers';

// Issue 11: registering with an institution that already has an account asks to join its
// organization; only its client-admin's approval opens anything.

test('register, wait for approval, the client-admin approves, then Peer Comparison opens', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `joiner.${runId}@prairiegate.com`;
  // The demo password, so that the helpers that sign in through the API work for them too.
  const password = 'demo-password';

  await page.goto('/signup?plan=PeerComparisonStandard');
  await fillPerson(page, email);
  await chooseInstitution(page, 'Prairie Gate Bank');
  await page.getByRole('button', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(/\/signup\/thankyou$/);

  // The verification link, read from the outbox as the platform admin.
  await page.goto(await outboxLink(request, email, 'verify'));
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(/Your password is set/)).toBeVisible();

  // Signed in, the newcomer sees only the waiting page, naming who decides.
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account\/membership$/);
  await expect(
    page.getByText(
      'Your request to join Prairie Gate Bank is waiting for approval by Sam Standard.',
    ),
  ).toBeVisible();
  // ...and when they asked (today, as the browser writes the date).
  await expect(page.getByText(/^You asked to join on [A-Z][a-z]+ \d{1,2}, \d{4}\./)).toBeVisible();
  await page.goto('/peer-comparison/balance/snapshot');
  await expect(page).toHaveURL(/\/account\/membership$/);
  // The API agrees: no organization data, no upgrade.
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me).toMatchObject({ membership: 'pending', products: [] });
  expect((await page.request.get(`/api/${me.institutionIid}/group`)).status()).toBe(403);
  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The client-admin approves on /account/admin.
  await signInWithoutTours(page, 'standard@example.com');
  await page.goto('/account/admin');
  await expect(page.getByRole('heading', { name: 'Requests to join' })).toBeVisible();
  await page.getByRole('button', { name: `Approve ${email}` }).click();
  await expect(page.getByText('Robin Browser joined your organization.')).toBeVisible();
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await page.goto('/account/logout');
  await expect(page).toHaveURL(/\/login$/);

  // Signed in again, the new member opens a Peer Comparison page of their bank.
  await signInWithoutTours(page, email);
  await page.goto('/peer-comparison/balance/snapshot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Balance Room - Snapshot');
  await expect(page.getByText('Waiting for approval')).toHaveCount(0);
  // A member, not an administrator: the plans they lack are theirs to ask for.
  await page.goto('/pricing');
  const bundle = page.getByRole('article', { name: 'Bundle plan' });
  await expect(bundle.getByRole('button', { name: 'Ask your administrator' })).toBeDisabled();
  await expect(
    bundle.getByText("Ask your administrator (Sam Standard) to upgrade your organization's plan."),
  ).toBeVisible();
});
