import { SSO_MESSAGES } from '@app/core/api/sso';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProducts, users } from '../../platform/db/schema/user-tables';
import { DEMO_PASSWORD } from '../../seed/demo-seed';
import {
  signInAtProvider,
  startTestProvider,
  type TestProvider,
} from '../../testing/oidc-test-provider';
import { startTestApp, testConfig, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { providerCheckedSecondFactor } from './sso-service';

const CLIENT = {
  clientId: 'peerscope',
  clientSecret: 'a-client-secret-only-the-provider-and-peerscope-know',
  redirectUri: `${testConfig.publicUrl}/api/auth/sso/callback`,
};
const DOMAIN = 'prairiegate.example';

describe.each(testDatabaseKinds)('single sign-on (OpenID Connect) on the %s database', (kind) => {
  let t: TestApp;
  let idp: TestProvider;
  let admin: TestClient;

  beforeAll(async () => {
    [t, idp] = await Promise.all([startTestApp(kind), startTestProvider(CLIENT)]);
    admin = await t.client().login('standard@example.com');
  }, 60_000);
  afterAll(async () => {
    await idp?.close();
    await t?.close();
  });

  const settings = (extra: Record<string, unknown> = {}) => ({
    issuer: idp.issuer,
    clientId: CLIENT.clientId,
    clientSecret: CLIENT.clientSecret,
    domains: [DOMAIN],
    passwordsDisabled: false,
    ...extra,
  });

  /** The whole dance: our start, the provider's sign-in form, our callback. */
  const signIn = async (email: string, client = t.client()) => {
    const started = await client.post('/api/auth/sso/start', { email });
    expect(started.statusCode).toBe(200);
    const callback = await signInAtProvider(started.json().redirectUrl, email);
    expect(`${callback.origin}${callback.pathname}`).toBe(CLIENT.redirectUri);
    const back = await client.get(`${callback.pathname}${callback.search}`);
    expect(back.statusCode).toBe(303);
    return { client, location: back.headers.location, back, callback };
  };

  it('lets the client-admin set the provider, and never answers the secret', async () => {
    const saved = await admin.put('/api/account/sso', settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      configured: true,
      issuer: idp.issuer,
      clientId: 'peerscope',
      secretSet: true,
      domains: [DOMAIN],
      passwordsDisabled: false,
      redirectUri: CLIENT.redirectUri,
    });
    expect((await admin.get('/api/account/sso')).body).not.toContain(CLIENT.clientSecret);
    // Stored sealed: the table does not hold it either.
    const stored = await t.db.execute(sql`select client_secret_sealed from organization_sso`);
    expect(JSON.stringify(stored)).not.toContain(CLIENT.clientSecret);
    // Saving again without the secret keeps it.
    expect(
      (await admin.put('/api/account/sso', settings({ clientSecret: undefined }))).statusCode,
    ).toBe(200);
  });

  it('refuses an issuer that is not https, or that does not answer, with a clear 400', async () => {
    const plain = await admin.put('/api/account/sso', settings({ issuer: 'http://idp.example' }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe(SSO_MESSAGES.issuerNotHttps);
    const silent = await admin.put(
      '/api/account/sso',
      settings({ issuer: 'http://127.0.0.1:9/nothing-here' }),
    );
    expect(silent.statusCode).toBe(400);
    expect(silent.json().message).toBe(SSO_MESSAGES.issuerUnreachable);
  });

  it("refuses a domain another organization's provider vouches for (409)", async () => {
    const other = await t.client().login('basic@example.com');
    const taken = await other.put('/api/account/sso', settings());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SSO_MESSAGES.domainTaken(DOMAIN));
  });

  it('signs a new person of a vouched domain in through the provider, as a member', async () => {
    idp.addAccount({ email: `ana@${DOMAIN}`, given_name: 'Ana', family_name: 'Lima' });
    const { client, location } = await signIn(`ana@${DOMAIN}`);
    expect(location).toBe('/');
    const me = await client.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    const standard = (await admin.get('/api/auth/me')).json();
    expect(me.json()).toMatchObject({
      userName: `ana@${DOMAIN}`,
      firstName: 'Ana',
      lastName: 'Lima',
      organizationId: standard.organizationId,
    });
    // A member, not its administrator, with the organization's products.
    expect(me.json().claims).not.toContain('client-admin');
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, `ana@${DOMAIN}`));
    expect(user).toMatchObject({ membership: 'active', isClientAdmin: false, passwordHash: null });
    const products = await t.db
      .select()
      .from(userProducts)
      .where(eq(userProducts.userId, user?.id ?? ''));
    expect(products.length).toBeGreaterThan(0);

    // The second time it is the same user.
    const again = await signIn(`ana@${DOMAIN}`);
    expect((await again.client.get('/api/auth/me')).json().id).toBe(me.json().id);
  });

  it("meets the organization's two-factor rule with the provider's second factor, and leads a password-only sign-in to enrol", async () => {
    const required = await admin.put('/api/account/organization/two-factor', { required: true });
    expect(required.statusCode).toBe(200);
    try {
      idp.addAccount({ email: `mia@${DOMAIN}`, amr: ['pwd', 'otp'] });
      const checked = await signIn(`mia@${DOMAIN}`);
      const seen = await checked.client.get('/api/notifications');
      expect(seen.statusCode).toBe(200);

      idp.addAccount({ email: `leo@${DOMAIN}`, amr: ['pwd'] });
      const passwordOnly = await signIn(`leo@${DOMAIN}`);
      const refused = await passwordOnly.client.get('/api/notifications');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Your organization requires two-factor sign-in. Set up an authenticator app or a passkey on your profile page to continue.',
      );
    } finally {
      await admin.put('/api/account/organization/two-factor', { required: false });
    }
  });

  it('refuses an ID token signed with another key, for another audience or issuer', async () => {
    idp.addAccount({ email: `bo@${DOMAIN}` });
    const realKey = await importJWK(idp.signingKey, 'RS256');
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const resign =
      (change: (claims: JWTPayload) => JWTPayload, key: Parameters<SignJWT['sign']>[0]) =>
      async (idToken: string) =>
        new SignJWT(change(decodeJwt(idToken)))
          .setProtectedHeader({ alg: 'RS256', kid: idp.signingKey.kid })
          .sign(key);
    const forgeries = {
      'signed with another key': resign((c) => c, otherKey),
      'for another audience': resign((c) => ({ ...c, aud: 'someone-else' }), realKey),
      'from another issuer': resign((c) => ({ ...c, iss: 'https://evil.example' }), realKey),
      'with another nonce': resign((c) => ({ ...c, nonce: 'replayed' }), realKey),
    };
    try {
      for (const [name, forge] of Object.entries(forgeries)) {
        idp.setTamper(forge);
        const { client, location, back } = await signIn(`bo@${DOMAIN}`);
        expect(location, name).toBe('/login?sso=failed');
        expect(
          back.cookies.find((c) => c.name === 'sid'),
          name,
        ).toBeUndefined();
        expect((await client.get('/api/auth/me')).statusCode, name).toBe(401);
      }
    } finally {
      idp.setTamper(undefined);
    }
    const made = await t.db
      .select()
      .from(users)
      .where(eq(users.email, `bo@${DOMAIN}`));
    expect(made).toEqual([]);
    // The same person with the provider's own token gets in.
    expect((await signIn(`bo@${DOMAIN}`)).location).toBe('/');
  });

  it('checks state and the browser that started: a changed state or another browser fails', async () => {
    idp.addAccount({ email: `cy@${DOMAIN}` });
    const client = t.client();
    const started = await client.post('/api/auth/sso/start', { email: `cy@${DOMAIN}` });
    const callback = await signInAtProvider(started.json().redirectUrl, `cy@${DOMAIN}`);
    // Another browser bringing the code back has no flow cookie.
    const stranger = await t.client().get(`${callback.pathname}${callback.search}`);
    expect(stranger.headers.location).toBe('/login?sso=expired');
    // A state other than the one sent.
    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-the-state');
    const changed = await client.get(`${forged.pathname}${forged.search}`);
    expect(changed.headers.location).toBe('/login?sso=failed');
    // The flow is spent once used: the genuine answer afterwards is refused too.
    const late = await client.get(`${callback.pathname}${callback.search}`);
    expect(late.headers.location).toBe('/login?sso=expired');
  });

  it('refuses an address of a domain the provider does not vouch for', async () => {
    idp.addAccount({ email: 'cu@example.com' });
    const client = t.client();
    const started = await client.post('/api/auth/sso/start', { email: `dee@${DOMAIN}` });
    // At the provider the person signs in as someone of another domain.
    const callback = await signInAtProvider(started.json().redirectUrl, 'cu@example.com');
    const back = await client.get(`${callback.pathname}${callback.search}`);
    expect(back.headers.location).toBe('/login?sso=wrongDomain');
  });

  it('refuses a disabled user, and an address held by a user of another organization', async () => {
    idp.addAccount({ email: `dan@${DOMAIN}` });
    expect((await signIn(`dan@${DOMAIN}`)).location).toBe('/');
    await t.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.email, `dan@${DOMAIN}`));
    expect((await signIn(`dan@${DOMAIN}`)).location).toBe('/login?sso=disabled');

    const [other] = await t.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, 'cu@example.com'));
    await t.db.insert(users).values({
      email: `eve@${DOMAIN}`,
      firstName: 'Eve',
      lastName: 'Elsewhere',
      organizationId: other?.organizationId ?? '',
    });
    idp.addAccount({ email: `eve@${DOMAIN}` });
    const { client, location } = await signIn(`eve@${DOMAIN}`);
    expect(location).toBe('/login?sso=otherOrganization');
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('answers 404 with a clear message for an address without single sign-on', async () => {
    const response = await t.client().post('/api/auth/sso/start', { email: 'x@nowhere.example' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SSO_MESSAGES.noProvider);
    const bad = await t.client().post('/api/auth/sso/start', { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
  });

  it("turns passwords off for the organization's members, not its client-admins", async () => {
    await t.db.insert(users).values({
      email: `pat@${DOMAIN}`,
      passwordHash: (
        await t.db.select().from(users).where(eq(users.email, 'standard@example.com'))
      )[0]?.passwordHash,
      firstName: 'Pat',
      lastName: 'Password',
      organizationId: (await admin.get('/api/auth/me')).json().organizationId,
      emailVerifiedAt: new Date(),
    });
    expect(
      (
        await t
          .client()
          .post('/api/auth/login', { email: `pat@${DOMAIN}`, password: DEMO_PASSWORD })
      ).statusCode,
    ).toBe(200);
    expect(
      (await admin.put('/api/account/sso', settings({ passwordsDisabled: true }))).statusCode,
    ).toBe(200);
    const refused = await t
      .client()
      .post('/api/auth/login', { email: `pat@${DOMAIN}`, password: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SSO_MESSAGES.passwordsOff);
    // A wrong password still gets the ordinary refusal: the setting is told only to the owner.
    const wrong = await t
      .client()
      .post('/api/auth/login', { email: `pat@${DOMAIN}`, password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    // The client-admin keeps the password, to get back in if the provider fails.
    await t.client().login('standard@example.com');
    // Through the provider Pat gets in.
    idp.addAccount({ email: `pat@${DOMAIN}` });
    expect((await signIn(`pat@${DOMAIN}`)).location).toBe('/');
    // Removing single sign-on gives passwords back.
    expect((await admin.delete('/api/account/sso')).statusCode).toBe(204);
    expect(
      (
        await t
          .client()
          .post('/api/auth/login', { email: `pat@${DOMAIN}`, password: DEMO_PASSWORD })
      ).statusCode,
    ).toBe(200);
  });
});

describe("the provider's second factor", () => {
  it('counts when the ID token says a second factor was checked (amr, RFC 8176)', () => {
    expect(providerCheckedSecondFactor({ amr: ['pwd', 'mfa'] })).toBe(true);
    expect(providerCheckedSecondFactor({ amr: ['pwd', 'otp'] })).toBe(true);
    expect(providerCheckedSecondFactor({ amr: ['hwk'] })).toBe(true);
    expect(providerCheckedSecondFactor({ amr: ['pwd'] })).toBe(false);
    expect(providerCheckedSecondFactor({})).toBe(false);
    expect(providerCheckedSecondFactor({ amr: 'mfa' })).toBe(false);
  });
});
