import { expect, test } from '@playwright/test';
import {
  adminSubscriptions,
  runId,
  chooseInstitution,
  createPromoCode,
  fillCard,
  fillPerson,
  freeInstitution,
  outboxLink,
} from './account-helpers';

// spec 1 sections 4, 5 and 8: signup journeys against the built-in billing provider.

test('free signup, then the e-mailed link verifies the address and sets the password', async ({
  page,
  request,
}) => {
  const email = `free.${runId}@freebank.com`;
  const institution = await freeInstitution(request);
  await page.goto('/signup');
  await expect(page.getByText('The Free plan needs no payment.')).toBeVisible();
  await fillPerson(page, email);
  await chooseInstitution(page, institution.name);
  await expect(page.getByRole('group', { name: 'Payment' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Signup Now' }).click();

  await expect(page).toHaveURL(/\/signup\/thankyou$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(/spam, quarantine and bulk folders/)).toBeVisible();
  await expect(page.getByText(/contact support/)).toBeVisible();

  // Not usable before the link is followed.
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('a-browser-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password is invalid');

  const link = await outboxLink(request, email, 'verify');
  expect(link).toMatch(/^\/account\/verify\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await page.getByLabel(/^Password/).fill('a-browser-password');
  await page.getByLabel('Confirm password').fill('a-browser-password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(/Your password is set and your email is verified/)).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();

  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('a-browser-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.products).toEqual([
    expect.objectContaining({ tierClientCode: 'peer-comparison-basic' }),
  ]);
});

test('card signup: a declined card shows the message under Payment, then 4242 goes through', async ({
  page,
  request,
}) => {
  const email = `card.${runId}@cardbank.com`;
  const institution = await freeInstitution(request);
  await page.goto('/signup?plan=PeerComparisonStandard');
  await fillPerson(page, email);
  await chooseInstitution(page, institution.name);
  await page.getByRole('textbox', { name: 'Subscription' }).click();
  await page.getByRole('option', { name: 'Monthly: $99 per month' }).click();

  await fillCard(page, '4000 0000 0000 0002');
  const submit = page.getByRole('button', { name: 'Signup Now' });
  await submit.click();
  const payment = page.getByRole('group', { name: 'Payment' });
  await expect(payment.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL(/\/signup\?plan=PeerComparisonStandard$/);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await submit.click();
  await expect(page).toHaveURL(/\/signup\/thankyou$/);
  await expect(page.getByText(email)).toBeVisible();

  const rows = await adminSubscriptions(request);
  expect(rows).toContainEqual(
    expect.objectContaining({
      organizationName: institution.name,
      tier: 'peer-comparison-standard',
      optionId: 'peer-comparison-standard-monthly',
      priceCents: 9900,
      billingProvider: 'builtin',
    }),
  );
});

test('"Have a promo code?" opens on the first click right after leaving a field', async ({
  page,
}) => {
  await page.goto('/signup?plan=PeerComparisonStandard');
  // The empty Institution field sits right above the link; leaving it flags it.
  await page.getByLabel('Institution').click();
  await page.getByRole('button', { name: 'Have a promo code?' }).click();
  await expect(page.getByLabel('Promo Code')).toBeVisible();
  await expect(page.getByText('Institution is required.')).toBeVisible();
});

test('promo signup creates the account without a card', async ({ page, request }) => {
  const code = `PROMO-${runId}`.toUpperCase();
  await createPromoCode(request, code);
  const email = `promo.${runId}@promobank.com`;
  const institution = await freeInstitution(request);
  await page.goto('/signup?plan=PeerComparisonStandard');
  await fillPerson(page, email);
  await chooseInstitution(page, institution.name);
  await page.getByRole('button', { name: 'Have a promo code?' }).click();
  const promo = page.getByLabel('Promo Code');
  await promo.focus();
  await promo.blur();
  await expect(page.getByText('Promo code is required.')).toBeVisible();
  await promo.fill('NOT-A-CODE');
  await promo.blur();
  await expect(page.getByText('Invalid promo code.')).toBeVisible();
  await promo.fill(code.toLowerCase());
  await promo.blur();
  await expect(page.getByText('Promo code accepted: no payment needed.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Payment' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Signup', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\/thankyou$/);

  const rows = await adminSubscriptions(request);
  expect(rows).toContainEqual(
    expect.objectContaining({
      organizationName: institution.name,
      promoCode: code,
      priceCents: 0,
    }),
  );
});

test('an institution with an account: Register Now joins its organization', async ({
  page,
  request,
}) => {
  const email = `colleague.${runId}@prairiegate.com`;
  await page.goto('/signup?plan=PeerComparisonStandard');
  await fillPerson(page, email);
  await chooseInstitution(page, 'Prairie Gate Bank');
  await expect(
    page.getByText('Your institution already has an account. Please register.'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Signup Now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(/\/signup\/thankyou$/);

  // The organization's administrator is told, and the newcomer verifies like anyone else.
  expect(await outboxLink(request, 'standard@example.com', 'join-request')).toBe('/account/admin');
  expect(await outboxLink(request, email, 'verify')).toMatch(/^\/account\/verify\?token=/);
});

test('every signup message of spec 1 section 5', async ({ page }) => {
  await page.goto('/signup?plan=PeerComparisonStandard');
  for (const label of ['First Name', 'Last Name', 'Phone', 'Job Title', 'Institution']) {
    await page.getByLabel(label).focus();
    await page.getByLabel(label).blur();
  }
  await page.getByLabel('Email', { exact: false }).first().focus();
  await page.getByLabel('Email', { exact: false }).first().blur();
  for (const message of [
    'First Name is required.',
    'Last Name is required.',
    'Phone is required.',
    'Title is required.',
    'Email is required.',
    'Institution is required.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  const subscription = page.getByRole('textbox', { name: 'Subscription' });
  await subscription.focus();
  await subscription.blur();
  await expect(page.getByText('Subscription is required.', { exact: true })).toBeVisible();

  await page.getByLabel('Phone').fill('515555');
  await page.getByLabel('Phone').blur();
  await expect(page.getByLabel('Phone')).toHaveValue('515-555');
  await expect(page.getByText('Phone must be 10 digits.')).toBeVisible();

  const email = page.getByLabel('Email', { exact: false }).first();
  await email.fill('someone@bank');
  await email.blur();
  await expect(
    page.getByText('Email enter a valid email address. Contact support with any questions.'),
  ).toBeVisible();
  await email.fill('basic@example.com');
  await email.blur();
  await expect(
    page.getByText('Email is already in use. Please contact support with any questions.'),
  ).toBeVisible();
  await email.fill('someone@gmail.com');
  await email.blur();
  await expect(
    page.getByText('Please use a valid work email address. Contact support with any questions.'),
  ).toBeVisible();

  await page.getByLabel('Institution').fill('zzqx');
  await expect(page.getByText('No institutions found')).toBeVisible();
  await page.getByLabel('Institution').fill('');
  // Blue Mesa Bank holds Non-Maturity Deposits only.
  await chooseInstitution(page, 'Blue Mesa Bank');
  await expect(page.getByText(/Peer Comparison is not included/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Signup Now' })).toBeDisabled();
  await page.getByRole('button', { name: 'Clear Selection' }).click();
  await expect(page.getByLabel('Institution')).toHaveValue('');
  await expect(page.getByLabel('Institution')).not.toHaveAttribute('readonly', '');
});
