import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { signInWithoutTours } from './shell-helpers';

/** The app's code `offset` 30-second steps from now, as the phone would show it. */
const codeAt = (secret: string, offset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** Signs out through the app: the log-out page ends the session, then shows the login form. */
async function signOut(page: Page) {
  await page.goto('/account/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email Address')).toBeVisible();
}

async function typePassword(page: Page, email: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('a user turns on an authenticator app on the profile page, signs out, and signs in with a code', async ({
  page,
}) => {
  const email = 'bundle@example.com';
  await signInWithoutTours(page, email);
  await page.goto('/account/profile');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from your app').fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent()) ?? '';

  await signOut(page);
  await typePassword(page, email);
  // The password alone signs nobody in: the code is asked for.
  const codeField = page.getByLabel('Code from your authenticator app');
  await expect(codeField).toBeVisible();
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Try the current code from your app, or a recovery code.',
  );
  await codeField.fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Leave the account as the other specs expect it: the app off (password and a recovery code).
  await page.goto('/account/profile');
  await page.getByLabel('Your password', { exact: true }).fill('demo-password');
  await page.getByLabel('Code from your app').fill(recovery);
  await page.getByRole('button', { name: 'Turn off the authenticator app' }).click();
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  // The history lists the code's sign-in.
  const history = page.getByRole('table', { name: 'Sign-in history' });
  await expect(history.getByRole('row').filter({ hasText: 'totp' }).first()).toContainText(
    'Signed in',
  );
});

test("a passkey made in Chromium's virtual authenticator signs in, as the second factor and alone; several are named and removed", async ({
  page,
}) => {
  // Chromium's own WebAuthn authenticator, driven over the DevTools protocol: real key pairs
  // and signatures, checked by the server as any authenticator's would be.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const email = 'hold@example.com';
  await signInWithoutTours(page, email);
  await page.goto('/account/profile');
  await page.getByLabel('Passkey name').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveText(['Work laptopRemove']);
  // The key pair lives in the authenticator, discoverable (it can sign in without a password).
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // A second passkey, named too: the authenticator forgets the first (as another device would
  // not hold it), so the server's list of passkeys to exclude does not stop the registration.
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  await page.getByLabel('Passkey name').fill('Phone');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('listitem')).toHaveText(['Work laptopRemove', 'PhoneRemove']);

  // As the second factor, after the password.
  await signOut(page);
  await typePassword(page, email);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Alone: no password at all.
  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/account/profile');
  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(passkeys.getByRole('listitem')).toHaveText(['PhoneRemove']);
  await page.getByRole('button', { name: 'Remove Phone' }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
});
