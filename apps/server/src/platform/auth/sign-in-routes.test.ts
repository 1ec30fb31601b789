import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE } from '@app/core/api/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_MESSAGE } from '../http/error-handler';
import { demoAccounts } from '../../seed/demo-seed';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { SIGN_IN_THROTTLE } from '../throttle/sign-in-throttle';

describe.each(testDatabaseKinds)('sign-in on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(demoAccounts.map((a) => a.email))(
    '%s signs in and gets its user state',
    async (email) => {
      const client = t.client();
      const login = await client.post('/api/auth/login', { email, password: 'demo-password' });
      expect(login.statusCode).toBe(200);
      const cookie = login.cookies.find((c) => c.name === 'sid');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      const me = await client.get('/api/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ userName: email });
    },
  );

  it('answers the user state of spec 1 section 3', async () => {
    const client = await t.client().login('bundle@example.com');
    const me = (await client.get('/api/auth/me')).json();
    expect(me).toMatchObject({
      userName: 'bundle@example.com',
      firstName: 'Blake',
      lastName: 'Bundle',
      displayName: 'Blake Bundle',
      organizationName: 'Northgate Financial Group',
      organizationType: 'MULTI',
      institutionIid: 9000004,
      admin: false,
      unreadMessages: 1,
      unreadNews: 1,
    });
    expect(me.products).toEqual([
      {
        clientCode: 'non-maturity-deposits',
        tierClientCode: 'non-maturity-deposits-standard',
        name: 'Non-Maturity Deposits',
        hasDashboard: true,
      },
      {
        clientCode: 'peer-comparison',
        tierClientCode: 'peer-comparison-standard',
        name: 'Peer Comparison',
        hasDashboard: true,
      },
    ]);
    expect(me.claims).toEqual(['non-maturity-deposits', 'peer-comparison']);
  });

  it('gives client admins the client-admin claim and platform admins the admin flag', async () => {
    const standard = (
      await (await t.client().login('standard@example.com')).get('/api/auth/me')
    ).json();
    expect(standard.claims).toEqual(['peer-comparison', 'client-admin']);
    const admin = (await (await t.client().login('admin@example.com')).get('/api/auth/me')).json();
    expect(admin.admin).toBe(true);
  });

  it('names the administrators to ask, or the support to contact where there are none', async () => {
    const standard = (
      await (await t.client().login('standard@example.com')).get('/api/auth/me')
    ).json();
    expect(standard.administrators).toEqual(['Sam Standard']);
    // Summit Holding Company has no administrator: its member is given Peerscope's support.
    const hold = await t.client().login('hold@example.com');
    expect((await hold.get('/api/auth/me')).json()).toMatchObject({
      administrators: [],
      support: { name: 'Peerscope', phone: '8005550142', email: 'support@peerscope.example' },
    });
    // Through a partner, the partner's support.
    await t.db.execute(
      sql`update organizations set partner_code = 'acme' where name = 'Summit Holding Company'`,
    );
    const partner = (await hold.get('/api/auth/me')).json<{ support: { name: string } }>();
    await t.db.execute(
      sql`update organizations set partner_code = null where name = 'Summit Holding Company'`,
    );
    const acme = (await t.client().get('/api/partner/acme')).json<{
      name: string;
      phone: string;
      email: string;
    }>();
    expect(partner.support).toEqual({ name: acme.name, phone: acme.phone, email: acme.email });
  });

  it('tells a first sign-in from a return, for the greeting', async () => {
    await t.db.execute(
      sql`update users set last_sign_in_at = null, previous_sign_in_at = null where email = 'hold@example.com'`,
    );
    const first = await t.client().login('hold@example.com');
    expect((await first.get('/api/auth/me')).json().signedInBefore).toBe(false);
    const again = await t.client().login('hold@example.com');
    expect((await again.get('/api/auth/me')).json().signedInBefore).toBe(true);
    // The first session's state follows the account: it has been signed in to before now.
    expect((await first.get('/api/auth/me')).json().signedInBefore).toBe(true);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await t
      .client()
      .post('/api/auth/login', { email: ' Standard@Example.COM ', password: 'demo-password' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
    const client = t.client();
    const wrongPassword = await client.post('/api/auth/login', {
      email: 'basic@example.com',
      password: 'nope',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(LOGIN_FAILED_MESSAGE);
    const unknown = await client.post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'nope',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Email or password is invalid');
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('refuses a sixth guess from the guessing address, but five wrong passwords from one address do not stop the right password from another', async () => {
    const guesser = t.client();
    const email = 'hold@example.com';
    for (let i = 0; i < SIGN_IN_THROTTLE.perAccountAddress.attempts; i++) {
      expect(
        (await guesser.post('/api/auth/login', { email, password: `wrong-${i}` })).statusCode,
      ).toBe(401);
    }
    const throttled = await guesser.post('/api/auth/login', { email, password: 'wrong-again' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(LOGIN_THROTTLED_MESSAGE);
    // The guessing address is held off this account, right password or not…
    expect(
      (await guesser.post('/api/auth/login', { email, password: 'demo-password' })).statusCode,
    ).toBe(429);
    // …but the owner, at another address, signs in at once: no lock-out lever.
    const owner = t.client();
    const signedIn = await owner.post('/api/auth/login', { email, password: 'demo-password' });
    expect(signedIn.statusCode).toBe(200);
    expect((await owner.get('/api/auth/me')).json().userName).toBe(email);
  });

  it('refuses a sign-in without the anti-forgery token', async () => {
    const client = t.client();
    const response = await client.post(
      '/api/auth/login',
      { email: 'standard@example.com', password: 'demo-password' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CSRF_MESSAGE);
    const forged = await client.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'standard@example.com', password: 'demo-password' },
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses a signed-in state change without the token', async () => {
    const client = await t.client().login('standard@example.com');
    const response = await client.request({
      method: 'POST',
      url: '/api/user/session',
      payload: { key: 'k', value: 'v' },
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const client = await t.client().login('standard@example.com');
    const stolenCookie = `sid=${(await client.post('/api/auth/login', { email: 'standard@example.com', password: 'demo-password' })).cookies.find((c) => c.name === 'sid')?.value}`;
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: stolenCookie } })).statusCode,
    ).toBe(200);
    expect((await client.post('/api/auth/logout')).statusCode).toBe(204);
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: stolenCookie } })).statusCode,
    ).toBe(401);
  });

  it('ends a session idle for longer than the idle limit, and one past its lifetime', async () => {
    const idle = await t.client().login('nmd@example.com');
    await t.db.execute(sql`update auth_sessions set last_seen_at = now() - interval '31 minutes'`);
    expect((await idle.get('/api/auth/me')).statusCode).toBe(401);
    const old = await t.client().login('nmd@example.com');
    await t.db.execute(sql`update auth_sessions set expires_at = now() - interval '1 second'`);
    expect((await old.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('answers 400 naming the field for bad sign-in input', async () => {
    const client = t.client();
    const missing = await client.post('/api/auth/login', { email: 'standard@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('body.password');
    const wrongType = await client.post('/api/auth/login', { email: 42, password: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain('body.email');
    const empty = await client.post('/api/auth/login', { email: '', password: '' });
    expect(empty.json().message).toContain('Email Address is required.');
  });

  it('reports maintenance mode publicly', async () => {
    const response = await t.app.inject({ url: '/api/auth/maintenance' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maintenanceMode: false,
      maintenanceMessage: expect.any(String),
    });
  });

  it('sets security headers with a content security policy', async () => {
    const response = await t.app.inject({ url: '/api/auth/maintenance' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('script-src');
    expect(csp).toContain('https://js.stripe.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
