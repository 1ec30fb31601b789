import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@app/core/api/two-factor';
import { DEMO_PASSWORD } from '../../seed/demo-seed';
import { latestMail } from '../../testing/account-helpers';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

/** The app's code for a moment `offset` steps from now (1: the next 30-second step). */
const codeAt = (secret: string, offset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

const signIn = (client: TestClient, email: string, password = DEMO_PASSWORD) =>
  client.post('/api/auth/login', { email, password });

describe.each(testDatabaseKinds)('two-factor sign-in on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** Signs the user in and turns their authenticator app on: its secret and recovery codes. */
  async function enrol(email: string) {
    const client = await t.client().login(email);
    const setup = await client.post('/api/auth/mfa/totp/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
    expect(otpauthUrl).toBe(
      `otpauth://totp/Peerscope:${encodeURIComponent(email)}?secret=${secret}&issuer=Peerscope`,
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await client.post('/api/auth/mfa/totp/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    const confirmed = await client.post('/api/auth/mfa/totp/confirm', {
      code: await codeAt(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await client.get('/api/account/factors')).json()).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: [],
      required: false,
    });
    return { client, secret, recoveryCodes };
  }

  it('asks for the code after the password, gives no session until it is right, refuses a replayed or wrong code, and takes a recovery code once', async () => {
    const email = 'bundle@example.com';
    const { secret, recoveryCodes } = await enrol(email);

    const browser = t.client();
    const first = await signIn(browser, email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfaRequired: true, methods: ['totp'] });
    // Half-way: nothing but the verify route answers.
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
    expect((await browser.get('/api/account/profile')).statusCode).toBe(401);

    const wrong = await browser.post('/api/auth/mfa/verify', { code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    // The confirmation used this step's code: the next step's completes the sign-in.
    const code = await codeAt(secret, 1);
    const verified = await browser.post('/api/auth/mfa/verify', { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().userName).toBe(email);
    expect((await browser.get('/api/auth/me')).statusCode).toBe(200);

    // The same code again, in a new sign-in: refused, codes are single-use.
    const again = t.client();
    expect((await signIn(again, email)).json()).toEqual({ mfaRequired: true, methods: ['totp'] });
    const replayed = await again.post('/api/auth/mfa/verify', { code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    // A recovery code works, typed in capitals and without its dash…
    const recovery = recoveryCodes[0] as string;
    const byRecovery = await again.post('/api/auth/mfa/verify', {
      code: recovery.toUpperCase().replace('-', ''),
    });
    expect(byRecovery.statusCode).toBe(200);
    // …once.
    const third = t.client();
    await signIn(third, email);
    const reused = await third.post('/api/auth/mfa/verify', { code: recovery });
    expect(reused.statusCode).toBe(401);

    // The history lists each step, newest first.
    const history = (await again.get('/api/account/sign-ins')).json<
      { factor: string; succeeded: boolean; browser: string }[]
    >();
    expect(history.slice(0, 5).map((e) => `${e.factor} ${e.succeeded}`)).toEqual([
      'recovery-code false',
      'recovery-code true',
      'totp false',
      'totp true',
      'totp false',
    ]);
  });

  it('ends a pending sign-in after 5 wrong codes, and refuses a verify without one', async () => {
    const email = 'nmd@example.com';
    await enrol(email);
    const browser = t.client();
    await signIn(browser, email);
    for (let i = 0; i < 4; i++) {
      expect((await browser.post('/api/auth/mfa/verify', { code: '000000' })).statusCode).toBe(401);
    }
    const fifth = await browser.post('/api/auth/mfa/verify', { code: '000000' });
    expect(fifth.json().message).toBe(TWO_FACTOR_MESSAGES.noPendingSignIn);
    const stranger = await t.client().post('/api/auth/mfa/verify', { code: '000000' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toBe(TWO_FACTOR_MESSAGES.noPendingSignIn);
  });

  it('turns the app off only with the password and a code', async () => {
    const email = 'cu@example.com';
    const { client, secret } = await enrol(email);
    const noPassword = await client.request({
      method: 'DELETE',
      url: '/api/auth/mfa/totp',
      payload: { password: 'wrong', code: await codeAt(secret, 1) },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(TWO_FACTOR_MESSAGES.passwordWrong);
    const off = await client.request({
      method: 'DELETE',
      url: '/api/auth/mfa/totp',
      payload: { password: DEMO_PASSWORD, code: await codeAt(secret, 1) },
    });
    expect(off.statusCode).toBe(204);
    expect((await signIn(t.client(), email)).json().userName).toBe(email);
  });

  it('e-mails the user after a sign-in from a browser new to the account', async () => {
    const email = 'standard@example.com';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const withAgent = (agent: string) =>
      t.client().request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
        headers: { 'user-agent': agent },
      });
    const before = (await latestMail(t, email))?.subject;
    expect((await withAgent(firefox)).statusCode).toBe(200);
    expect((await withAgent(firefox)).statusCode).toBe(200);
    const mail = await latestMail(t, email);
    expect(mail?.subject ?? null).not.toBe('New sign-in to your Peerscope account');
    expect(before).toBe(mail?.subject);
    expect((await withAgent(chrome)).statusCode).toBe(200);
    const told = await latestMail(t, email);
    expect(told?.kind).toBe('new-browser');
    expect(told?.text).toContain('Chrome on Windows');
  });

  it('holds the members of an organization that requires two-factor to their own account until they enrol', async () => {
    const email = 'basic@example.com';
    const clientAdmin = await t.client().login(email);
    expect((await clientAdmin.get('/api/account/organization/two-factor')).json()).toEqual({
      required: false,
    });
    const set = await clientAdmin.put('/api/account/organization/two-factor', { required: true });
    expect(set.json()).toEqual({ required: true });
    // Sessions made before carry on; the next sign-in is held.
    expect((await clientAdmin.get('/api/user/session')).statusCode).toBe(200);
    const held = t.client();
    expect((await signIn(held, email)).json().enrolTwoFactor).toBe(true);
    const refused = await held.get('/api/user/session');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.enrolRequired);
    expect((await held.get('/api/auth/me')).json().enrolTwoFactor).toBe(true);
    expect((await held.get('/api/account/factors')).json()).toMatchObject({ required: true });

    // Enrolling lifts the hold at once.
    const { secret } = (await held.post('/api/auth/mfa/totp/setup')).json<{ secret: string }>();
    const confirmed = await held.post('/api/auth/mfa/totp/confirm', { code: await codeAt(secret) });
    expect(confirmed.statusCode).toBe(200);
    expect((await held.get('/api/user/session')).statusCode).toBe(200);
    expect((await held.get('/api/auth/me')).json().enrolTwoFactor).toBeUndefined();
  });

  it('requires two-factor of platform admins when set, and resets a user’s factors with an audited reason', async () => {
    const admin = await t.client().login('admin@example.com');
    expect((await admin.get('/api/admin/two-factor')).json()).toEqual({ required: false });
    expect((await admin.put('/api/admin/two-factor', { required: true })).statusCode).toBe(200);
    const held = t.client();
    expect((await signIn(held, 'admin@example.com')).json().enrolTwoFactor).toBe(true);
    expect((await held.get('/api/admin/overview')).statusCode).toBe(403);
    expect((await admin.put('/api/admin/two-factor', { required: false })).statusCode).toBe(200);

    // nmd@example.com turned its app on above; a lost phone: the console resets it.
    const me = await t.client().login('hold@example.com');
    const nmdId = (await admin.get('/api/admin/organizations?q=nmd@example.com')).json<
      { id: string }[]
    >()[0]?.id;
    expect(nmdId).toBeDefined();
    const detail = (await admin.get(`/api/admin/organizations/${nmdId}`)).json<{
      users: { id: string; email: string }[];
    }>();
    const userId = detail.users.find((u) => u.email === 'nmd@example.com')?.id as string;
    expect((await admin.get(`/api/admin/users/${userId}/factors`)).json()).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: 0,
    });
    expect(
      (await me.post(`/api/admin/users/${userId}/factors/reset`, { reason: 'Lost phone' }))
        .statusCode,
    ).toBe(403);
    const noReason = await admin.post(`/api/admin/users/${userId}/factors/reset`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const reset = await admin.post(`/api/admin/users/${userId}/factors/reset`, {
      reason: 'Lost phone, identity checked by call-back',
    });
    expect(reset.statusCode).toBe(204);
    expect((await admin.get(`/api/admin/users/${userId}/factors`)).json()).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: 0,
    });
    const [entry] = (
      await admin.get(`/api/admin/audit?q=${encodeURIComponent('identity checked')}`)
    ).json<{ action: string; target: string; reason: string }[]>();
    expect(entry).toMatchObject({
      action: 'user.reset-factors',
      target: 'nmd@example.com',
      reason: 'Lost phone, identity checked by call-back',
    });
    // The password alone signs in again.
    expect((await signIn(t.client(), 'nmd@example.com')).json().userName).toBe('nmd@example.com');
  });
});
