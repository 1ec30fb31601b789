import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider from 'oidc-provider';

/** A person the test provider knows: signing in as `email` gives these claims. */
export interface TestAccount {
  email: string;
  given_name?: string;
  family_name?: string;
  email_verified?: boolean;
  /** How the provider says it authenticated the person (RFC 8176), e.g. ['pwd', 'otp']. */
  amr?: string[];
}

/**
 * A real OpenID provider for the tests: node-oidc-provider (the certified OpenID Provider
 * library) on a loopback port, with its development sign-in form, one confidential client and
 * an RSA signing key the test holds too. `tamper` rewrites the ID token of the next token
 * answers, as a man in the middle or a forged provider would.
 */
export async function startTestProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = {
    ...(await exportJWK(privateKey)),
    kid: 'test-signing-key',
    alg: 'RS256',
    use: 'sig',
  };
  const accounts = new Map<string, TestAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // The claims go into the ID token itself, which is what the relying party reads.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    // Consent is taken as given: the test is about the relying party, not the consent screen.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email_verified: true, ...account }),
      };
    },
  });

  let tamper: ((idToken: string) => Promise<string>) | undefined;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !body?.id_token) return;
    let idToken = body.id_token;
    // The development sign-in form cannot say how the person was checked: the provider's own
    // key signs the account's amr into its ID token, as a provider that ran MFA would.
    const claims = decodeJwt(idToken);
    const amr = accounts.get(String(claims.sub))?.amr;
    if (amr) {
      idToken = await new SignJWT({ ...claims, amr })
        .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
        .sign(privateKey);
    }
    if (tamper) idToken = await tamper(idToken);
    ctx.body = { ...body, id_token: idToken };
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));

  return {
    issuer,
    signingKey,
    addAccount(account: TestAccount) {
      accounts.set(account.email, account);
    },
    setTamper(next: typeof tamper) {
      tamper = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

/**
 * The person's side at the provider, as a browser with its own cookie jar would do it: follows
 * the redirects from the authorization URL, fills in the development sign-in form as `login`,
 * and answers where the provider sends the browser back (the relying party's callback URL).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = new URL(authorizationUrl);
  const providerOrigin = url.origin;
  for (let step = 0; step < 10; step += 1) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== providerOrigin) return url;
      continue;
    }
    // The development sign-in form: any login, any password.
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no sign-in form at ${url.href}: ${html.slice(0, 300)}`);
    const submitted = await send(new URL(action.replaceAll('&amp;', '&'), url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`the sign-in form answered ${submitted.status}`);
    url = new URL(next, url);
    if (url.origin !== providerOrigin) return url;
  }
  throw new Error('the provider never sent the browser back');
}
