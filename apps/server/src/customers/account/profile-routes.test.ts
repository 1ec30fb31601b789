import {
  INCOMPLETE_LINK_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
} from '@app/core/api/account';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, linkIn } from '../../testing/account-helpers';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)('profile and password on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 401 to signed-out callers', async () => {
    const client = t.client();
    expect((await client.get('/api/account/profile')).statusCode).toBe(401);
    expect(
      (
        await client.put('/api/account/profile', {
          firstName: 'a',
          lastName: 'b',
          phone: '5155550100',
          title: 't',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await client.put('/api/account/password', {
          currentPassword: 'x',
          newPassword: 'y'.repeat(12),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('reads and changes names, phone and title with the signup rules', async () => {
    const client = await t.client().login('nmd@example.com');
    expect((await client.get('/api/account/profile')).json()).toEqual({
      email: 'nmd@example.com',
      firstName: 'Nico',
      lastName: 'Deposits',
      phone: '5155550100',
      title: 'Treasurer',
    });
    const changed = await client.put('/api/account/profile', {
      firstName: 'Nicola',
      lastName: 'Deposits',
      phone: '(641) 555-0188',
      title: 'Chief Treasurer',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      firstName: 'Nicola',
      phone: '6415550188',
      title: 'Chief Treasurer',
    });
    expect((await client.get('/api/auth/me')).json().displayName).toBe('Nicola Deposits');
    const bad = await client.put('/api/account/profile', {
      firstName: '',
      lastName: 'Deposits',
      phone: '555',
      title: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(`body.firstName: ${SIGNUP_MESSAGES.firstNameRequired}`);
    expect(bad.json().message).toContain(`body.phone: ${SIGNUP_MESSAGES.phoneDigits}`);
  });

  it("changes the password and signs out the user's other sessions only", async () => {
    const here = await t.client().login('hold@example.com');
    const elsewhere = await t.client().login('hold@example.com');
    const wrong = await here.put('/api/account/password', {
      currentPassword: 'not-it',
      newPassword: 'brand-new-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(PASSWORD_MESSAGES.currentWrong);
    const short = await here.put('/api/account/password', {
      currentPassword: 'demo-password',
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(`body.newPassword: ${PASSWORD_MESSAGES.tooShort}`);

    const changed = await here.put('/api/account/password', {
      currentPassword: 'demo-password',
      newPassword: 'brand-new-password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await here.get('/api/auth/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).statusCode).toBe(401);
    await t.client().login('hold@example.com', 'brand-new-password');
    expect((await latestMail(t, 'hold@example.com'))?.kind).toBe('password-changed');
  });

  it('resets a password through the e-mailed link, which ends every session', async () => {
    const signedIn = await t.client().login('cu@example.com');
    const visitor = t.client();
    expect(
      (await visitor.post('/api/account/password/reset', { email: 'CU@example.com' })).statusCode,
    ).toBe(204);
    // Unknown addresses get the same answer and no e-mail.
    expect(
      (await visitor.post('/api/account/password/reset', { email: 'nobody@nowhere.test' }))
        .statusCode,
    ).toBe(204);
    expect(await latestMail(t, 'nobody@nowhere.test')).toBeUndefined();
    const empty = await visitor.post('/api/account/password/reset', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(SIGNUP_MESSAGES.emailRequired);

    const mail = await latestMail(t, 'cu@example.com');
    expect(mail?.kind).toBe('reset');
    const { path, token } = linkIn(mail?.text ?? '');
    expect(path).toBe('/account/reset');
    expect((await visitor.get(`/api/account/token?token=${token}`)).json().purpose).toBe('reset');
    expect(
      (await visitor.post('/api/account/password/set', { token, password: 'reset-password-1' }))
        .statusCode,
    ).toBe(204);
    expect((await signedIn.get('/api/auth/me')).statusCode).toBe(401);
    await t.client().login('cu@example.com', 'reset-password-1');
  });

  it('ends the reset and verification links sent before a password change on the profile page', async () => {
    const visitor = t.client();
    await visitor.post('/api/account/password/reset', { email: 'basic@example.com' });
    const { token } = linkIn((await latestMail(t, 'basic@example.com'))?.text ?? '');
    expect((await visitor.get(`/api/account/token?token=${token}`)).statusCode).toBe(200);

    const owner = await t.client().login('basic@example.com');
    expect(
      (
        await owner.put('/api/account/password', {
          currentPassword: 'demo-password',
          newPassword: 'changed-on-profile',
        })
      ).statusCode,
    ).toBe(204);

    const described = await visitor.get(`/api/account/token?token=${token}`);
    expect(described.statusCode).toBe(404);
    expect(described.json().message).toBe(INVALID_TOKEN_MESSAGE);
    const used = await visitor.post('/api/account/password/set', {
      token,
      password: 'attacker-password',
    });
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe(INVALID_TOKEN_MESSAGE);
    await t.client().login('basic@example.com', 'changed-on-profile');
  });

  it('ends the other open links when a password is set through one of them', async () => {
    const visitor = t.client();
    await visitor.post('/api/account/password/reset', { email: 'standard@example.com' });
    const first = linkIn((await latestMail(t, 'standard@example.com'))?.text ?? '').token;
    // One reset mail a minute per user: the first one is made to look older.
    await t.db.execute(
      sql`update email_tokens set created_at = now() - interval '2 minutes' where used_at is null`,
    );
    await visitor.post('/api/account/password/reset', { email: 'standard@example.com' });
    const second = linkIn((await latestMail(t, 'standard@example.com'))?.text ?? '').token;
    expect(second).not.toBe(first);

    expect(
      (await visitor.post('/api/account/password/set', { token: second, password: 'from-link-2' }))
        .statusCode,
    ).toBe(204);
    const stale = await visitor.post('/api/account/password/set', {
      token: first,
      password: 'from-link-1',
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toBe(INVALID_TOKEN_MESSAGE);
    await t.client().login('standard@example.com', 'from-link-2');
  });

  it('refuses unknown, expired and malformed links', async () => {
    const visitor = t.client();
    const unknown = await visitor.get(`/api/account/token?token=${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INVALID_TOKEN_MESSAGE);

    // A link cut short by a mail program: one plain sentence, not the schema's field path.
    for (const path of [
      '/api/account/token?token=short',
      `/api/account/token?token=${'x'.repeat(19)}`,
      '/api/account/token',
    ]) {
      const cut = await visitor.get(path);
      expect(cut.statusCode).toBe(400);
      expect(cut.json().message).toBe(INCOMPLETE_LINK_MESSAGE);
    }
    const cutSet = await visitor.post('/api/account/password/set', {
      token: 'abc',
      password: 'a-good-password',
    });
    expect(cutSet.statusCode).toBe(400);
    expect(cutSet.json().message).toBe(INCOMPLETE_LINK_MESSAGE);

    await visitor.post('/api/account/password/reset', { email: 'bundle@example.com' });
    const { token } = linkIn((await latestMail(t, 'bundle@example.com'))?.text ?? '');
    await t.db.execute(sql`update email_tokens set expires_at = now() - interval '1 second'`);
    const expired = await visitor.post('/api/account/password/set', {
      token,
      password: 'expired-link-pw',
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(INVALID_TOKEN_MESSAGE);
  });
});
