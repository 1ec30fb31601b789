import { iidOf } from '@app/core/domain/institution-ids';
import type { FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { importBatch } from '../../reference-data/data/import-batch';
import { importRates } from '../../reference-data/data/import-rates';
import { SETTING_KEYS, systemSettingsRepository } from '../settings/system-settings-repository';
import { fredFolder, FRED_SERIES_VALUES } from '../../testing/fred-folder';
import { addCustomGroup } from '../../testing/peer-group-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';
import { startTwoInstances } from '../throttle/throttle-test-app.test-support';
import { DEMO_PASSWORD } from '../../seed/demo-seed';
import { acceptsGzip, ANSWER_CACHE_CONTROL, COMPRESS_FROM_BYTES } from './answer-cache';

/** standard@example.com's bank (Prairie Gate Bank in the demo seed). */
const SUBJECT = 9000001;
const QUARTERS = ['2025-03-31', '2025-06-30'];
const peerIid = (n: number) => iidOf('bank', n);
/** Equity to assets: subject 5%; peers 15%, 8%, 9% (see analytics-routes.test.ts). */
const subjectReport = (equity: number) => ({
  RCON2170: 1000,
  RCON2200: 800,
  RCON2122: 600,
  RCON3123: 0,
  RCON3210: equity,
});
const peers = {
  101: { RCON2170: 2000, RCON2200: 1600, RCON2122: 1600, RCON3123: 0, RCON3210: 300 },
  102: { RCON2170: 500, RCON2200: 400, RCON2122: 200, RCON3123: 0, RCON3210: 40 },
  103: { RCON2170: 4000, RCON2200: 3000, RCON2122: 2700, RCON3123: 0, RCON3210: 360 },
};

async function loadQuarters(t: TestApp, subjectEquity: number) {
  for (const reportDate of QUARTERS) {
    await importBatch(
      t.db,
      tinyBatch('bank', reportDate, { [SUBJECT]: subjectReport(subjectEquity), ...peers }),
      metricsOf('bank'),
    );
  }
}

const revalidate = (client: TestClient, url: string, etag: string) =>
  client.request({ method: 'GET', url, headers: { 'if-none-match': etag } });

describe.each(testDatabaseKinds)('versioned analytics answers on the %s database', (kind) => {
  let t: TestApp;
  let groupId: number;
  let seriesUrl: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await loadQuarters(t, 50);
    groupId = await addCustomGroup(t.db, {
      ownerIid: SUBJECT,
      name: 'Three Peers',
      iids: [101, 102, 103].map(peerIid),
    });
    seriesUrl = `/api/${SUBJECT}/metric/LBPREQAS/group/${groupId}`;
    await importRates(t.db, fredFolder(FRED_SERIES_VALUES));
    // Two imports of two quarters: slow on a busy machine.
  }, 240_000);
  afterAll(() => t.close());

  const standard = () => t.client().login('standard@example.com');

  it('tags an answer, serves it again from the cache, and answers 304 with no body on revalidation', async () => {
    const client = await standard();
    const first = await client.get(seriesUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe(ANSWER_CACHE_CONTROL);
    expect(first.headers['x-answer-cache']).toBe('miss');

    const again = await (await standard()).get(seriesUrl);
    expect(again.headers['x-answer-cache']).toBe('hit');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);

    const notModified = await revalidate(client, seriesUrl, String(first.headers.etag));
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(notModified.headers['cache-control']).toBe(ANSWER_CACHE_CONTROL);

    const stale = await revalidate(client, seriesUrl, '"not-the-tag"');
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('sends a large answer gzip-compressed to a caller that accepts it, under a tag of its own', async () => {
    const client = await standard();
    const url = `/api/${SUBJECT}/metric/trend`;
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const plain = await client.get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const packed = await client.request({ method: 'GET', url, headers: gzip });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(packed.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(packed.headers.etag).not.toBe(plain.headers.etag);

    const kept = await client.request({ method: 'GET', url, headers: gzip });
    expect(kept.headers['x-answer-cache']).toBe('hit');
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(kept.rawPayload.equals(packed.rawPayload)).toBe(true);
    const notModified = await client.request({
      method: 'GET',
      url,
      headers: { ...gzip, 'if-none-match': String(packed.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.vary).toBe('Accept-Encoding');

    // gzip refused with q=0: the answer as it is.
    const refused = await client.request({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    // A small answer goes as it is, whatever the caller accepts.
    const dates = await client.request({ method: 'GET', url: '/api/date', headers: gzip });
    expect(dates.statusCode).toBe(200);
    expect(dates.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(dates.headers['content-encoding']).toBeUndefined();
    expect(dates.json()).toEqual(expect.any(Array));
  });

  it('works an answer out once when many callers ask for it at once; the others are served it', async () => {
    const clients = await Promise.all([standard(), standard(), standard()]);
    const url = `/api/${SUBJECT}/metric/LBPRLNDEP/group/${groupId}`;
    const answers = await Promise.all([...clients, ...clients].map((client) => client.get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.headers['x-answer-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });

  it('runs the access rules before the tag: a valid ETag gets others 401, 403 or 404, never 304', async () => {
    const owner = await standard();
    const etag = String((await owner.get(seriesUrl)).headers.etag);
    // Signed out.
    expect((await revalidate(t.client(), seriesUrl, etag)).statusCode).toBe(401);
    // Another bank's user (Free plan, Cedar Rapids): not their institution.
    const basic = await t.client().login('basic@example.com');
    const refused = await revalidate(basic, seriesUrl, etag);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.etag).toBeUndefined();
    // No Peer Comparison at all.
    const nmd = await t.client().login('nmd@example.com');
    expect((await revalidate(nmd, seriesUrl, etag)).statusCode).toBe(403);
    // A MULTI user may view the subject but not another organization's custom group.
    const bundle = await t.client().login('bundle@example.com');
    const othersGroup = await revalidate(bundle, seriesUrl, etag);
    expect([403, 404]).toContain(othersGroup.statusCode);
    expect(othersGroup.headers.etag).toBeUndefined();
    // The same URL's public answer (the trend list) is tagged per organization and plan.
    const listUrl = `/api/${SUBJECT}/metric/trend`;
    const ownerList = await owner.get(listUrl);
    const bundleList = await revalidate(bundle, listUrl, String(ownerList.headers.etag));
    expect(bundleList.statusCode).toBe(200);
    expect(bundleList.headers.etag).not.toBe(ownerList.headers.etag);
  });

  it('changes the ETag and serves the new answer once an import raises the data version', async () => {
    const client = await standard();
    const before = await client.get(seriesUrl);
    expect(before.json().institutionSeries[0].values[0]).toBeCloseTo(5, 10);
    // What another instance's import does: straight to the shared database.
    await loadQuarters(t, 70);
    const after = await revalidate(client, seriesUrl, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-answer-cache']).toBe('miss');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().institutionSeries[0].values[0]).toBeCloseTo(7, 10);
    // Two imports inside the test.
  }, 120_000);

  it('serves the new answer at once after a custom group is edited, and refuses it once deleted', async () => {
    const client = await standard();
    const before = await client.get(seriesUrl);
    // (15 + 8 + 9) / 3
    expect(before.json().institutionSeries[1].values[0]).toBeCloseTo(32 / 3, 10);
    const listBefore = await client.get(`/api/${SUBJECT}/group`);

    const edit = await client.put(`/api/${SUBJECT}/group`, [
      {
        groupId,
        name: 'Two Peers',
        institutions: [{ iid: peerIid(101), isAdded: false, isRemoved: true }],
      },
    ]);
    expect(edit.json()).toEqual({ changedGroupIds: [groupId] });

    const after = await revalidate(client, seriesUrl, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    // (8 + 9) / 2
    expect(after.json().institutionSeries[1]).toMatchObject({ label: 'Two Peers' });
    expect(after.json().institutionSeries[1].values[0]).toBeCloseTo(8.5, 10);
    const listAfter = await revalidate(
      client,
      `/api/${SUBJECT}/group`,
      String(listBefore.headers.etag),
    );
    expect(listAfter.statusCode).toBe(200);
    expect(listAfter.body).toContain('Two Peers');

    const other = await addCustomGroup(t.db, {
      ownerIid: SUBJECT,
      name: 'Short-lived',
      iids: [peerIid(102)],
    });
    const otherUrl = `/api/${SUBJECT}/metric/LBPREQAS/group/${other}`;
    const held = await client.get(otherUrl);
    expect(held.statusCode).toBe(200);
    expect((await client.delete(`/api/${SUBJECT}/group/${other}`)).statusCode).toBeLessThan(300);
    const gone = await revalidate(client, otherUrl, String(held.headers.etag));
    expect(gone.statusCode).toBe(404);
  });

  it('tags the market rates and serves a new rates import or date setting at once', async () => {
    const client = await standard();
    const url = '/api/rate/FEDFUNDS';
    const before = await client.get(url);
    expect(before.headers['cache-control']).toBe(ANSWER_CACHE_CONTROL);
    expect(before.headers.etag).toBeDefined();
    expect((await revalidate(client, url, String(before.headers.etag))).statusCode).toBe(304);

    expect(before.json()[0].value).toBeCloseTo(1.1, 10);
    await importRates(t.db, fredFolder({ ...FRED_SERIES_VALUES, FEDFUNDS: 9 }));
    const after = await revalidate(client, url, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    // The quarter's average of 9.0, 9.1 and 9.2.
    expect(after.json()[0].value).toBeCloseTo(9.1, 10);

    const keyed = `${url}?dateKey=StartNmdReportDate`;
    await systemSettingsRepository(t.db).set(SETTING_KEYS.nmdStartDate, '2025-03-31');
    const wide = await client.get(keyed);
    await systemSettingsRepository(t.db).set(SETTING_KEYS.nmdStartDate, '2025-06-30');
    const narrow = await revalidate(client, keyed, String(wide.headers.etag));
    expect(narrow.statusCode).toBe(200);
    expect(narrow.json().length).toBe(wide.json().length - 1);
  });
});

/** Signs in through `app` and answers the cookie header a browser would send afterwards. */
async function signedInCookie(app: FastifyInstance, email: string) {
  const csrf = await app.inject({ url: '/api/auth/csrf' });
  const csrfCookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { cookie: csrfCookie, 'x-csrf-token': csrf.json<{ token: string }>().token },
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  return [csrfCookie, ...login.cookies.map((c) => `${c.name}=${c.value}`)].join('; ');
}

describe.each(testDatabaseKinds)('two instances on one %s database', (kind) => {
  let t: TestApp;
  /** A second server instance on the same database, as behind a load balancer. */
  let second: FastifyInstance;
  let seriesUrl: string;
  beforeAll(async () => {
    ({ t, second } = await startTwoInstances(kind));
    await loadQuarters(t, 50);
    const groupId = await addCustomGroup(t.db, {
      ownerIid: SUBJECT,
      name: 'Three Peers',
      iids: [101, 102, 103].map(peerIid),
    });
    seriesUrl = `/api/${SUBJECT}/metric/LBPREQAS/group/${groupId}`;
  }, 240_000);
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const on = (app: FastifyInstance, cookie: string, url: string, etag?: string) =>
    app.inject({ url, headers: etag ? { cookie, 'if-none-match': etag } : { cookie } });

  it('tags the quarters held: 304 on revalidation, and a date setting changed on one instance is served at once by the other', async () => {
    const cookie = await signedInCookie(t.app, 'standard@example.com');
    const dates = await on(second, cookie, '/api/date');
    expect(dates.json()).toContainEqual({
      institutionType: 'bank',
      dates: QUARTERS,
      loadedAt: expect.any(String),
    });
    expect(dates.headers['cache-control']).toBe(ANSWER_CACHE_CONTROL);
    const again = await on(t.app, cookie, '/api/date', String(dates.headers.etag));
    expect([again.statusCode, again.body]).toEqual([304, '']);

    const settings = systemSettingsRepository(t.db);
    await settings.set(SETTING_KEYS.nmdStartDate, QUARTERS[0]!);
    const wide = await on(t.app, cookie, '/api/date/nmd');
    expect(wide.json()).toContainEqual({ institutionType: 'bank', dates: QUARTERS });
    await settings.set(SETTING_KEYS.nmdStartDate, QUARTERS[1]!);
    const narrow = await on(second, cookie, '/api/date/nmd', String(wide.headers.etag));
    expect(narrow.statusCode).toBe(200);
    expect(narrow.json()).toContainEqual({ institutionType: 'bank', dates: [QUARTERS[1]] });
  });

  it('refuses a session signed out on one instance at once on the other, whatever ETag it sends', async () => {
    const cookie = await signedInCookie(t.app, 'standard@example.com');
    const held = await on(second, cookie, seriesUrl);
    expect(held.statusCode).toBe(200);
    expect((await on(second, cookie, seriesUrl, String(held.headers.etag))).statusCode).toBe(304);

    const csrf = await t.app.inject({ url: '/api/auth/csrf', headers: { cookie } });
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie: `${cookie}; ${csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ')}`,
        'x-csrf-token': csrf.json<{ token: string }>().token,
      },
    });
    expect(signOut.statusCode).toBe(204);
    const after = await on(second, cookie, seriesUrl, String(held.headers.etag));
    expect(after.statusCode).toBe(401);
    expect(after.headers.etag).toBeUndefined();
    expect((await on(second, cookie, '/api/auth/me')).statusCode).toBe(401);
  });

  it('serves the new answer at once on the other instance after a custom group is edited', async () => {
    const cookie = await signedInCookie(second, 'standard@example.com');
    const before = await on(second, cookie, seriesUrl);
    // (15 + 8 + 9) / 3
    expect(before.json().institutionSeries[1].values[0]).toBeCloseTo(32 / 3, 10);
    const client = await t.client().login('standard@example.com');
    const groupId = Number(seriesUrl.split('/').at(-1));
    const edit = await client.put(`/api/${SUBJECT}/group`, [
      {
        groupId,
        name: 'Two Peers',
        institutions: [{ iid: peerIid(101), isAdded: false, isRemoved: true }],
      },
    ]);
    expect(edit.json()).toEqual({ changedGroupIds: [groupId] });
    const after = await on(second, cookie, seriesUrl, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    // (8 + 9) / 2
    expect(after.json().institutionSeries[1].values[0]).toBeCloseTo(8.5, 10);
  });
});

describe.each(testDatabaseKinds)('the answer cache on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { answerCacheLimits: { maxEntries: 2, maxBytes: 1 << 20 } });
    await loadQuarters(t, 50);
  });
  afterAll(() => t.close());

  it('keeps no more answers than its limit, the least recently used going first', async () => {
    const client = await t.client().login('standard@example.com');
    const urls = ['LBPREQAS', 'LBPRLNDEP', 'LBPR2170'].map(
      (metricId) => `/api/${SUBJECT}/metric/${metricId}/none/0`,
    );
    for (const url of urls) {
      const response = await client.get(url);
      expect([response.statusCode, response.headers['x-answer-cache']]).toEqual([200, 'miss']);
    }
    expect(t.app.answerCache.stats().entries).toBe(2);
    // The newest two are kept, the first was let go.
    expect((await client.get(urls[2]!)).headers['x-answer-cache']).toBe('hit');
    expect((await client.get(urls[1]!)).headers['x-answer-cache']).toBe('hit');
    expect((await client.get(urls[0]!)).headers['x-answer-cache']).toBe('miss');
    expect(t.app.answerCache.stats().entries).toBe(2);
  });
});

describe('Accept-Encoding', () => {
  it('takes gzip when it is named, or any coding is, with a quality above 0', () => {
    expect(acceptsGzip('gzip, deflate')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('deflate, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
