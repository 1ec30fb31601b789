import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiLogin } from './api';

const DOMAIN = 'prairiegate.example';
const EMAIL = `sam@${DOMAIN}`;
const SECRET = 'e2e-client-secret-of-the-test-provider';
const providerCli = fileURLToPath(
  new URL('../../apps/server/src/testing/oidc-provider-cli.ts', import.meta.url),
);

/** node-oidc-provider on a loopback port, in a process of its own; answers its issuer URL. */
async function startProvider(redirectUri: string) {
  // One process (tsx as a loader, not a wrapper), so ending it ends the provider.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', providerCli, redirectUri, SECRET, EMAIL],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.startsWith('{'))
      return { child, issuer: (JSON.parse(line) as { issuer: string }).issuer };
  }
  throw new Error('the test provider did not start');
}

test.describe('single sign-on', () => {
  let provider: { child: ChildProcess; issuer: string } | undefined;
  test.afterAll(() => {
    provider?.child.kill('SIGTERM');
  });

  test('a new person of the organization signs in through its OpenID provider', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    provider = await startProvider(`${baseURL}/api/auth/sso/callback`);
    const token = await apiLogin(request, 'standard@example.com');
    const saved = await request.put('/api/account/sso', {
      data: {
        issuer: provider.issuer,
        clientId: 'peerscope',
        clientSecret: SECRET,
        domains: [DOMAIN],
        passwordsDisabled: false,
      },
      headers: { 'x-csrf-token': token },
    });
    expect(saved.status()).toBe(200);

    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with your organization' }).click();
      await page.getByLabel('Work email address').fill(EMAIL);
      await page.getByRole('button', { name: 'Continue to your organization' }).click();

      // The provider's own sign-in page (its development form), on its own origin.
      await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
      await page.locator('input[name="password"]').fill('anything');
      await page.getByRole('button', { name: 'Sign-in' }).click();

      // Back in Peerscope, signed in as the new member.
      await expect(page).toHaveURL(new RegExp(`^${baseURL}/`));
      await expect(page.getByText('Sam Single').first()).toBeVisible({ timeout: 20_000 });
      const me = await page.request.get('/api/auth/me');
      expect((await me.json()).userName).toBe(EMAIL);
    } finally {
      await request.delete('/api/account/sso', { headers: { 'x-csrf-token': token } });
    }
  });
});
