import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { elapse, startTwoInstances } from './throttle-test-app.test-support';
import { PUBLIC_RATE_LIMITS } from './rate-limits';

const limitOf = (bucket: string) => {
  const limit = PUBLIC_RATE_LIMITS.find((l) => l.bucket === bucket);
  if (!limit) throw new Error(`no bucket ${bucket}`);
  return limit;
};

describe.each(testDatabaseKinds)('rate limits of the public routes on the %s database', (kind) => {
  let t: TestApp;
  /** A second server instance on the same database. */
  let second: FastifyInstance;
  beforeAll(async () => {
    ({ t, second } = await startTwoInstances(kind));
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('answers 429 with Retry-After past 30 checks a minute from one address, counted across instances', async () => {
    const { max, windowSeconds } = limitOf('account-check');
    const address = '127.0.4.1';
    const urls = [
      '/api/account/check/email?value=someone@bank.example',
      '/api/account/check/promo?value=NOPE',
      '/api/account/check/institution?value=9000001',
    ];
    for (let i = 0; i < max; i++) {
      // Alternating instances and the three checks: one budget for all of them.
      const response = await new TestClient(i % 2 ? second : t.app, address).get(urls[i % 3]!);
      expect(response.statusCode).toBe(200);
      expect(Number(response.headers['x-ratelimit-remaining'])).toBe(max - i - 1);
    }
    const refused = await new TestClient(t.app, address).get(urls[0]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(
        /^Too many requests\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
      ),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect((await new TestClient(second, address).get(urls[1]!)).statusCode).toBe(429);

    // Another address is not held up, and the window's end lets this one in again.
    expect((await new TestClient(t.app, '127.0.4.2').get(urls[0]!)).statusCode).toBe(200);
    await elapse(t, windowSeconds);
    expect((await new TestClient(t.app, address).get(urls[0]!)).statusCode).toBe(200);
  });

  it('limits password reset requests per address', async () => {
    const { max } = limitOf('password-reset');
    const client = new TestClient(t.app, '127.0.4.3');
    for (let i = 0; i < max; i++) {
      const response = await client.post('/api/account/password/reset', {
        email: `nobody-${i}@example.com`,
      });
      expect(response.statusCode).toBe(204);
    }
    const refused = await client.post('/api/account/password/reset', {
      email: 'basic@example.com',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits passkey sign-in per address: the challenges and the signature checks share one budget', async () => {
    const { max } = limitOf('passkey-sign-in');
    const client = new TestClient(t.app, '127.0.4.5');
    for (let i = 0; i < max / 2; i++) {
      expect((await client.post('/api/auth/passkey/options', {})).statusCode).toBe(200);
      // An assertion no passkey signed: refused by the check, and counted.
      const forged = await client.post('/api/auth/passkey/login', {
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
          clientExtensionResults: {},
        },
      });
      expect(forged.statusCode).toBe(401);
    }
    const refused = await client.post('/api/auth/passkey/options', {});
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(
      (await new TestClient(t.app, '127.0.4.6').post('/api/auth/passkey/options', {})).statusCode,
    ).toBe(200);
  });

  it('counts a signed-in caller by user, not by address', async () => {
    const { max } = limitOf('feedback');
    const office = '127.0.4.4';
    const first = await new TestClient(t.app, office).login('standard@example.com');
    const feedback = {
      type: 'Suggestion',
      content: 'Nice.',
      contact: false,
      pageName: '/dashboard',
    };
    for (let i = 0; i < max; i++) {
      expect((await first.post('/api/feedback', feedback)).statusCode).toBe(204);
    }
    expect((await first.post('/api/feedback', feedback)).statusCode).toBe(429);
    const colleague = await new TestClient(t.app, office).login('bundle@example.com');
    expect((await colleague.post('/api/feedback', feedback)).statusCode).toBe(204);
  });
});
