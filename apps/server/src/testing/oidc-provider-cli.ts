import { startTestProvider } from './oidc-test-provider';

/**
 * The test OpenID provider as a process of its own, for the browser tests (e2e/tests/sso.spec.ts):
 * `tsx oidc-provider-cli.ts <redirect URI> <client secret> <e-mail>…` prints `{"issuer": …}` on
 * one line once it listens, and serves until it is ended (SIGTERM).
 */
const [redirectUri, clientSecret, ...emails] = process.argv.slice(2);
if (!redirectUri || !clientSecret) {
  console.error('usage: oidc-provider-cli.ts <redirect URI> <client secret> <e-mail>...');
  process.exit(2);
}
const provider = await startTestProvider({ clientId: 'peerscope', clientSecret, redirectUri });
for (const email of emails)
  provider.addAccount({ email, given_name: 'Sam', family_name: 'Single' });
console.log(JSON.stringify({ issuer: provider.issuer }));
process.on('SIGTERM', () => void provider.close().then(() => process.exit(0)));
