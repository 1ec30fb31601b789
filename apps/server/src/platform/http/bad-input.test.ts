import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openEmbeddedDatabase, type Database } from '../db/database';
import { jobQueue } from '../jobs/job-queue';
import { databaseSchema as schema } from '../db/database-schema';
import { startTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { DATABASE_UNAVAILABLE_MESSAGE } from './error-handler';

/** standard@example.com's bank in the demo seed. */
const SUBJECT = 9000001;
const TOO_BIG = 2 ** 31;

describe.each(testDatabaseKinds)('bad input on the %s database (issue 11)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 400 for ids of 2^31 and above, in paths and queries', async () => {
    const client = await t.client().login('standard@example.com');
    const series = await client.get(`/api/${SUBJECT}/metric/LBPR2170/iid/${TOO_BIG}`);
    expect(series.statusCode).toBe(400);
    expect(series.json().message).toBe('params.peerId: must be a positive integer');
    expect((await client.get(`/api/${TOO_BIG}/metric/trend`)).statusCode).toBe(400);
    expect(
      (await client.get(`/api/${SUBJECT}/kpi/LBPR2170?peer=group:${TOO_BIG}`)).statusCode,
    ).toBe(400);
    const search = await t.client().get(`/api/institution/search?q=Bank&exclude=${TOO_BIG}`);
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe(
      'querystring.exclude: exclude must be a comma-separated list of iids',
    );
    const body = await client.post(`/api/${SUBJECT}/profile/ffiec/similar`, {
      reportDate: '2025-06-30',
      excludeIids: [TOO_BIG],
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe('body.excludeIids.0: must be a positive integer');
  });

  it("answers 400 'Invalid date: {value}' for dates that are not real days of 1900 to 2100", async () => {
    const client = await t.client().login('standard@example.com');
    const statistical = await client.get(
      `/api/${SUBJECT}/metric/statistical/LBPR2170/0000-03-31/2025-12-31`,
    );
    expect(statistical.statusCode).toBe(400);
    expect(statistical.json().message).toBe('params.startDate: Invalid date: 0000-03-31');
    for (const date of ['0001-03-31', '9999-12-31', '1899-12-31']) {
      const quarterly = await client.get(`/api/${SUBJECT}/metric/quarterly/${date}/30/1`);
      expect(quarterly.json().message).toBe(`params.date: Invalid date: ${date}`);
    }
    const similar = await client.post(`/api/${SUBJECT}/profile/ffiec/similar`, {
      reportDate: '0001-03-31',
    });
    expect(similar.statusCode).toBe(400);
    expect(similar.json().message).toBe('body.reportDate: Invalid date: 0001-03-31');
    const targeted = await client.post(`/api/${SUBJECT}/profile/ffiec/targeted`, {
      reportDate: '0000-12-31T00:00:00Z',
    });
    expect(targeted.json().message).toBe('body.reportDate: Invalid date: 0000-12-31');
    const decay = await client.get(
      `/api/${SUBJECT}/decay/LBPR2170?startDate=2025-02-30&endDate=2025-12-31`,
    );
    expect(decay.json().message).toBe('querystring.startDate: Invalid date: 2025-02-30');
    // A real day that does not end a quarter keeps its own message.
    const midQuarter = await client.get(`/api/${SUBJECT}/metric/quarterly/2025-06-15/30/1`);
    expect(midQuarter.json().message).toBe('params.date: must be a quarter-end date YYYY-MM-DD');

    const admin = await t.client().login('admin@example.com');
    const promo = (expiresAt: string) =>
      admin.post('/api/admin/promo-codes', {
        code: `FUZZ-${expiresAt.slice(0, 4)}`,
        product: 'peer-comparison',
        tier: 'peer-comparison-standard',
        expiresAt,
        maxUses: null,
      });
    for (const expiresAt of ['0000-01-01', '0001-01-01T00:00:00Z', '2026-02-30']) {
      const response = await promo(expiresAt);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`body.expiresAt: Invalid date: ${expiresAt}`);
    }
    expect((await promo('2030-01-31T23:59:59Z')).statusCode).toBe(201);
  });

  it('answers 404 for prototype names used as ids', async () => {
    const client = await t.client().login('standard@example.com');
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const response = await client.get(`/api/dialoginformation/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`No information ${id}.`);
    }
  });

  it('guards a percent-encoded path exactly like the plain one', async () => {
    const anonymous = t.client();
    const login = await anonymous.post(
      '/%61pi/auth/login',
      { email: 'standard@example.com', password: 'demo-password' },
      { csrf: false },
    );
    expect(login.statusCode).toBe(403);
    expect(login.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // With the token it is the same sign-in as /api/auth/login, session and all.
    const signedIn = await anonymous.post('/%61pi/auth/login', {
      email: 'standard@example.com',
      password: 'demo-password',
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await anonymous.get('/%61pi/auth/me')).json().userName).toBe('standard@example.com');
    // The NUL check runs on the encoded path too.
    const nul = await anonymous.post('/%61pi/user/session', { key: 'a\u0000b', value: 'x' });
    expect(nul.statusCode).toBe(400);
    // Signed out, the encoded path is refused like the plain one.
    expect((await t.client().get('/%61pi/user/session')).statusCode).toBe(401);
    expect((await t.client().get('/%61pi/nothing')).statusCode).toBe(404);
  });

  it('answers the spec paths with a trailing slash', async () => {
    const client = await t.client().login('standard@example.com');
    expect((await client.get('/api/activity/')).statusCode).toBe(200);
    const messages = await client.get('/api/message/?updateViewed=true');
    expect(messages.statusCode).toBe(200);
    expect(Array.isArray(messages.json())).toBe(true);
  });
});

describe('the web app beside the API', () => {
  it('serves pages, but an encoded API path that matches no route is 404, not a page', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Peerscope</title>');
    // Pages and unknown paths never touch the database: one that cannot be reached will do.
    const { db, pool, jobs } = await unreachableDatabase();
    const app = await buildApp({ config: testConfig, db, jobs, webDist, logger: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/account/profile' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Peerscope</title>');
      // A trailing slash still reaches the API route, not the page.
      expect((await app.inject({ method: 'GET', url: '/api/activity/' })).statusCode).toBe(401);
      for (const url of ['/%61pi/nothing', '/api/nothing', '/%61ssets/missing.js']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().statusCode).toBe(404);
      }
    } finally {
      await app.close();
      await pool.end();
    }
  });
});

describe('an unreachable database', () => {
  it('answers 503 with Retry-After when the PostgreSQL server refuses connections', async () => {
    const { db, pool, jobs } = await unreachableDatabase();
    const app = await buildApp({ config: testConfig, db, jobs, webDist: null, logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/status' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: 'x' } });
      expect(me.statusCode).toBe(503);
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it('answers 503 once the embedded database is closed under a running app', async () => {
    const database = await openEmbeddedDatabase(undefined);
    const app = await buildApp({
      config: testConfig,
      db: database.db,
      jobs: jobQueue(database.jobConnection, { error: () => undefined }),
      webDist: null,
      logger: false,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/status' })).statusCode).toBe(200);
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/status' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    } finally {
      await app.close();
    }
    // Opening an embedded database takes a while on a busy machine.
  }, 120_000);
});

/** A PostgreSQL pool pointing at a local port nothing listens on. */
async function unreachableDatabase() {
  const port = await closedPort();
  const connectionString = `postgres://nobody@127.0.0.1:${port}/none`;
  const pool = new pg.Pool({ connectionString });
  const jobs = jobQueue({ kind: 'server', connectionString }, { error: () => undefined });
  return { db: drizzle(pool, { schema }) as unknown as Database, pool, jobs };
}

/** A local port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
