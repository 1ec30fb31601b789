import { LOGIN_FAILED_MESSAGE } from '@app/core/api/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { queryRows } from '../db/database';
import { DEMO_PASSWORD } from '../../seed/demo-seed';
import { startTestApp, testConfig, TestClient, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { elapse, startTwoInstances } from './throttle-test-app.test-support';
import { accountDelaySeconds, SIGN_IN_THROTTLE } from './sign-in-throttle';

const { perAccountAddress, perAddress, perAccount } = SIGN_IN_THROTTLE;

/** The n-th of many distinct client addresses (all in 127.0.0.0/8: none is ever contacted). */
const addressNo = (n: number) => `127.${10 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;

const signIn = (client: TestClient, email: string, password: string) =>
  client.post('/api/auth/login', { email, password });

function tally(responses: LightMyRequestResponse[]) {
  const count = (status: number) => responses.filter((r) => r.statusCode === status).length;
  return { 200: count(200), 401: count(401), 429: count(429), total: responses.length };
}

describe.each(testDatabaseKinds)('sign-in throttle on the %s database', (kind) => {
  let t: TestApp;
  /** A second server instance on the same database, as behind a load balancer. */
  let second: FastifyInstance;
  beforeAll(async () => {
    ({ t, second } = await startTwoInstances(kind));
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('checks every guess at one account from many addresses, slowing those past the 10th, and never refuses the owner (two instances)', async () => {
    const email = 'basic@example.com';
    const guesses = perAccount.freeFailures + 2;
    const clients = await Promise.all(
      Array.from({ length: guesses }, (_, i) =>
        new TestClient(i % 2 ? second : t.app, addressNo(i)).prepare(),
      ),
    );
    const started = Date.now();
    const burst = await Promise.all(clients.map((c, i) => signIn(c, email, `guess-${i}`)));
    // Nothing is refused: every guess is checked (401), the last two only after 1 s and 2 s.
    expect(tally(burst)).toEqual({ 200: 0, 401: guesses, 429: 0, total: guesses });
    for (const checked of burst) expect(checked.json().message).toBe(LOGIN_FAILED_MESSAGE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);

    // The owner, from an address of their own, gets in: the next wait (4 s), then a real check.
    const owner = await new TestClient(t.app, addressNo(500)).prepare();
    const ownerStarted = Date.now();
    const rightPassword = await signIn(owner, email, DEMO_PASSWORD);
    expect(rightPassword.statusCode).toBe(200);
    expect(Date.now() - ownerStarted).toBeGreaterThanOrEqual(4000);
    // A correct password ends the account's count: the next sign-in is not slowed.
    const next = await signIn(new TestClient(t.app, addressNo(501)), email, DEMO_PASSWORD);
    expect(next.statusCode).toBe(200);
  });

  it('slows an account by a doubling wait with a cap of 10 seconds', () => {
    const waits = Array.from({ length: 16 }, (_, i) => accountDelaySeconds(i + 1));
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 10, 10]);
  });

  it('checks at most 5 of 200 parallel guesses from one address, and at most 21 of 60 guesses at 60 accounts', async () => {
    const oneAccount = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        new TestClient(i % 2 ? second : t.app, '127.0.9.1').prepare(),
      ),
    );
    const burst = tally(
      await Promise.all(oneAccount.map((c, i) => signIn(c, 'nmd@example.com', `guess-${i}`))),
    );
    expect(burst[401]).toBeLessThanOrEqual(perAccountAddress.attempts);
    expect(burst[401] + burst[429]).toBe(200);

    const manyAccounts = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        new TestClient(i % 2 ? second : t.app, '127.0.9.2').prepare(),
      ),
    );
    const started = Date.now();
    const spray = tally(
      await Promise.all(manyAccounts.map((c, i) => signIn(c, `nobody-${i}@example.com`, 'x'))),
    );
    const seconds = (Date.now() - started) / 1000;
    // 20 failures free, then one more that starts the wait (1 s, 2 s, 4 s…); the others are
    // refused unless a wait ran out while the burst was still being answered.
    const waitsPassed = Math.floor(Math.log2(seconds / perAddress.firstDelaySeconds + 1));
    expect(spray[401]).toBeLessThanOrEqual(perAddress.freeFailures + 1 + waitsPassed);
    expect(spray[401]).toBeGreaterThanOrEqual(perAddress.freeFailures);
    expect(spray[401] + spray[429]).toBe(60);
  });

  it('slows an address down by a doubling wait, capped at 2 minutes, and lets a colleague at that address sign in after it', async () => {
    const office = '127.0.8.1';
    const attacker = await new TestClient(t.app, office).prepare();
    for (let i = 0; i < perAddress.freeFailures; i++) {
      expect((await signIn(attacker, `spray-${i}@example.com`, 'x')).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      // After the wait, one more attempt is checked, and the next wait is twice as long.
      expect((await signIn(attacker, `more-${i}@example.com`, 'x')).statusCode).toBe(401);
      const refused = await signIn(attacker, `more-${i}@example.com`, 'x');
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(refused.json().message).toMatch(/^Too many failed sign-in attempts\. Please wait /);
      waits.push(wait);
      await elapse(t, wait);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 120, 120, 120]);

    // Blocked right after a failure, the address is open again once the wait has passed.
    expect((await signIn(attacker, 'again@example.com', 'x')).statusCode).toBe(401);
    const colleague = await new TestClient(t.app, office).prepare();
    const tooSoon = await signIn(colleague, 'standard@example.com', DEMO_PASSWORD);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 2 minutes and try again.',
    );
    await elapse(t, Number(tooSoon.headers['retry-after']));
    expect((await signIn(colleague, 'standard@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    // A correct password gives its slot back: the next colleague does not wait for it.
    const next = await new TestClient(t.app, office).prepare();
    expect((await signIn(next, 'bundle@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    // Other addresses were never slowed.
    const elsewhere = new TestClient(t.app, '127.0.8.2');
    expect((await signIn(elsewhere, 'admin@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    // 15 minutes without an attempt and the address starts afresh.
    await elapse(t, perAddress.windowMinutes * 60);
    expect((await signIn(attacker, 'fresh@example.com', 'x')).statusCode).toBe(401);
    expect((await signIn(attacker, 'fresh@example.com', 'x')).statusCode).toBe(401);
  });

  it('a correct password ends the count of its account at its address', async () => {
    const client = new TestClient(t.app, '127.0.7.1');
    for (let i = 0; i < perAccountAddress.attempts - 1; i++) {
      expect((await signIn(client, 'cu@example.com', 'typo')).statusCode).toBe(401);
    }
    expect((await signIn(client, 'cu@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < perAccountAddress.attempts; i++) {
      expect((await signIn(client, 'cu@example.com', 'typo')).statusCode).toBe(401);
    }
    expect((await signIn(client, 'cu@example.com', 'typo')).statusCode).toBe(429);
    // Only that address is held off the account.
    const elsewhere = new TestClient(t.app, '127.0.7.9');
    expect((await signIn(elsewhere, 'cu@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('deletes expired counters as new ones are written', async () => {
    await t.db.execute(sql`
      insert into throttle_counters (key, count, expires_at)
      values ('signin-pair:127.0.0.9|gone@example.com', 5, now() - interval '1 second')`);
    await signIn(new TestClient(t.app, '127.0.7.2'), 'new-window@example.com', 'x');
    const left = await queryRows<{ key: string }>(
      t.db,
      sql`select key from throttle_counters where key = 'signin-pair:127.0.0.9|gone@example.com'`,
    );
    expect(left).toEqual([]);
  });
});

describe.each(testDatabaseKinds)('TRUST_PROXY on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const { trustProxy } = loadConfig(
      { TRUST_PROXY: '1', SESSION_SECRET: testConfig.sessionSecret },
      '/nonexistent',
    );
    t = await startTestApp(kind, { trustProxy });
  });
  afterAll(() => t.close());

  it('counts the address the trusted proxy saw, whatever X-Forwarded-For the client wrote', async () => {
    const proxy = '127.0.0.1';
    const client = '127.0.6.7';
    const viaProxy = (forged: string) => {
      const browser = new TestClient(t.app, proxy);
      return (email: string) =>
        browser.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'x' },
          // The client wrote the first entry; the proxy appended the address it saw.
          headers: { 'x-forwarded-for': `${forged}, ${client}` },
        });
    };
    for (let i = 0; i <= perAddress.freeFailures; i++) {
      const response = await viaProxy(`127.0.5.${i}`)(`forged-${i}@example.com`);
      expect(response.statusCode).toBe(401);
    }
    const refused = await viaProxy('127.0.5.99')('forged-last@example.com');
    expect(refused.statusCode).toBe(429);
    const counted = await queryRows<{ key: string }>(
      t.db,
      sql`select key from throttle_counters where key like 'signin-address:%'`,
    );
    expect(counted.map((r) => r.key)).toEqual([`signin-address:${client}`]);
  });
});
