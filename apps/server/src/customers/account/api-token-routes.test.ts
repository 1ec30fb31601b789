import { API_TOKEN_MESSAGES } from '@app/core/api/api-tokens';
import { iidOf } from '@app/core/domain/institution-ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_RATE_LIMIT, apiTokenRateKey } from '../../platform/auth/api-token-service';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { importBatch } from '../../reference-data/data/import-batch';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';

interface Created {
  id: string;
  name: string;
  token: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
}

describe.each(testDatabaseKinds)('API tokens on the %s database', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  const bank = iidOf('bank', 601);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await importBatch(
      t.db,
      tinyBatch('bank', '2025-12-31', { 601: { RCON2170: 1000, RCON3210: 90 } }),
      metricsOf('bank'),
    );
    owner = await t.client().login('bundle@example.com');
  });
  afterAll(() => t.close());

  const create = async (name: string, expiresInDays = 30) => {
    const response = await owner.post('/api/account/tokens', { name, expiresInDays });
    expect(response.statusCode).toBe(201);
    return response.json<Created>();
  };
  /** A caller with nothing but the token: no cookie, no anti-forgery token. */
  const bearer = (token: string, method = 'GET', url = '/api/auth/me', payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload: payload as object } : {}),
    });

  it('shows the token once, psk_ and 32 random bytes, and lists it without it', async () => {
    const created = await create('Excel workbook', 90);
    expect(created.token).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(created.token.slice(4), 'base64url')).toHaveLength(32);
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    const listed = (await owner.get('/api/account/tokens')).json<Record<string, unknown>[]>();
    const row = listed.find((r) => r.id === created.id);
    expect(row).toEqual({
      id: created.id,
      name: 'Excel workbook',
      createdAt: created.createdAt,
      lastUsedAt: null,
      expiresAt: created.expiresAt,
    });
    expect(JSON.stringify(listed)).not.toContain(created.token);
    // Only its SHA-256 is stored.
    const stored = await t.db.execute(sql`select token_hash from api_tokens`);
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(4));
  });

  it('refuses a lifetime over 365 days and a blank name with a clear 400', async () => {
    const long = await owner.post('/api/account/tokens', { name: 'x', expiresInDays: 366 });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('expiresInDays must be at most 365');
    const blank = await owner.post('/api/account/tokens', { name: '  ', expiresInDays: 7 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('name is required');
  });

  it('reads /api/auth/me and an analytics route as its user, and records the use', async () => {
    const { id, token } = await create('Power BI');
    const me = await bearer(token);
    expect(me.statusCode).toBe(200);
    expect(me.json().userName).toBe('bundle@example.com');

    const url = `/api/${bank}/kpi/LBPREQAS`;
    const withToken = await bearer(token, 'GET', url);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toEqual((await owner.get(url)).json());

    const listed = (await owner.get('/api/account/tokens')).json<Created[]>();
    expect(listed.find((r) => r.id === id)?.lastUsedAt).not.toBeNull();
  });

  it("gives exactly its user's read rights: a platform admin route stays 403", async () => {
    const { token } = await create('Script');
    const response = await bearer(token, 'GET', '/api/admin/overview');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe((await owner.get('/api/admin/overview')).json().message);
  });

  it("is held like its user's sessions once the organization requires a second factor its user lacks", async () => {
    const admin = await t.client().login('standard@example.com');
    const made = await admin.post('/api/account/tokens', { name: 'Nightly', expiresInDays: 7 });
    const { token } = made.json<Created>();
    expect((await bearer(token, 'GET', '/api/notifications')).statusCode).toBe(200);
    expect(
      (await admin.put('/api/account/organization/two-factor', { required: true })).statusCode,
    ).toBe(200);
    try {
      const held = await bearer(token, 'GET', '/api/notifications');
      expect(held.statusCode).toBe(403);
      expect(held.json().message).toBe(
        'Your organization requires two-factor sign-in. Set up an authenticator app or a passkey on your profile page to continue.',
      );
      // Its own account stays readable, as for a session held at enrolment.
      expect((await bearer(token)).statusCode).toBe(200);
    } finally {
      await admin.put('/api/account/organization/two-factor', { required: false });
    }
    expect((await bearer(token, 'GET', '/api/notifications')).statusCode).toBe(200);
  });

  it('answers 403 to every method but GET, without touching anything', async () => {
    const { id, token } = await create('Read only');
    const refused = [
      await bearer(token, 'POST', '/api/account/tokens', { name: 'more', expiresInDays: 1 }),
      await bearer(token, 'POST', '/api/auth/logout'),
      await bearer(token, 'PUT', '/api/account/profile', { firstName: 'X' }),
      await bearer(token, 'DELETE', `/api/account/tokens/${id}`),
      await bearer(token, 'POST', '/api/user/session', { key: 'k', value: 'v' }),
      // Refused before the body is read: a broken one changes nothing.
      await t.app.inject({
        method: 'POST',
        url: '/api/user/session',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"key": broken',
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(API_TOKEN_MESSAGES.readOnly);
    }
    expect((await bearer(token)).statusCode).toBe(200);
  });

  it('answers 401 to a revoked, an expired, an unknown and a malformed token', async () => {
    const revoked = await create('Revoked');
    expect((await bearer(revoked.token)).statusCode).toBe(200);
    expect((await owner.delete(`/api/account/tokens/${revoked.id}`)).statusCode).toBe(204);
    const afterRevoke = await bearer(revoked.token);
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().message).toBe(API_TOKEN_MESSAGES.invalid);
    const listed = (await owner.get('/api/account/tokens')).json<Created[]>();
    expect(listed.map((r) => r.id)).not.toContain(revoked.id);
    expect((await owner.delete(`/api/account/tokens/${revoked.id}`)).statusCode).toBe(404);

    const expired = await create('Expired');
    await t.db.execute(
      sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${expired.id}`,
    );
    expect((await bearer(expired.token)).statusCode).toBe(401);

    expect((await bearer(`psk_${'A'.repeat(43)}`)).statusCode).toBe(401);
    expect((await bearer('not-a-token')).statusCode).toBe(401);
    expect((await bearer('')).statusCode).toBe(401);
    expect((await bearer(`psk_${'x'.repeat(20_000)}`)).statusCode).toBe(401);
    expect((await bearer(`${expired.token}\u00e9`)).statusCode).toBe(401);
  });

  it("cannot revoke another user's token", async () => {
    const { id, token } = await create('Mine');
    const other = await t.client().login('standard@example.com');
    expect((await other.delete(`/api/account/tokens/${id}`)).statusCode).toBe(404);
    expect((await bearer(token)).statusCode).toBe(200);
  });

  it('limits each token to its requests per window, and not the next token', async () => {
    const limited = await create('Busy loop');
    const fresh = await create('Other script');
    // The window's count as if the script had already used every request of it.
    await t.db.execute(
      sql`insert into throttle_counters (key, count, expires_at)
          values (${apiTokenRateKey(limited.id)}, ${API_TOKEN_RATE_LIMIT.max},
                  now() + interval '60 seconds')`,
    );
    const refused = await bearer(limited.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await bearer(fresh.token)).statusCode).toBe(200);
  });

  it('declares the bearer scheme in the OpenAPI document, on GET routes', async () => {
    const doc = (await t.client().get('/api/docs')).json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(doc.paths['/api/account/tokens'].post.security).toEqual([{ session: [], csrf: [] }]);
  });
});
