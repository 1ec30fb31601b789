import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@app/core/api/two-factor';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The authorization matrix's tenth caller (issue 27): a user whose password was right and who
 * owes the second factor. The half-signed-in state is a row in PostgreSQL, not a session: every
 * route that needs a signed-in caller answers 401, whatever its method and input, and the one
 * route that reads the pending sign-in (verify) answers as a wrong code, not as a stranger.
 */
describe('a user half-way through two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded');
  }, 120_000);
  afterAll(() => t.close());

  it('is refused every route but the verify route', async () => {
    const email = 'admin@example.com';
    // A platform admin, the caller with the most routes open to them once signed in.
    const enrolled = await t.client().login(email);
    const { secret } = (await enrolled.post('/api/auth/mfa/totp/setup')).json<{ secret: string }>();
    const code = await generate({ secret });
    expect((await enrolled.post('/api/auth/mfa/totp/confirm', { code })).statusCode).toBe(200);

    const halfway = t.client();
    const answer = await halfway.post('/api/auth/login', { email, password: 'demo-password' });
    expect(answer.json()).toEqual({ mfaRequired: true, methods: ['totp'] });

    const guarded = t.app.registeredRoutes.filter((route) => !route.public);
    expect(guarded.length).toBeGreaterThan(150);
    const answers: string[] = [];
    for (const route of guarded) {
      const response = await halfway.request({
        method: route.method as 'GET',
        url: route.url.replace(/:iid\b/g, '1').replace(/:[A-Za-z]+/g, 'x'),
        payload: route.method === 'GET' ? undefined : {},
      });
      answers.push(`${route.method} ${route.url} ${response.statusCode}`);
    }
    expect(answers.filter((a) => !a.endsWith(' 401'))).toEqual([]);

    // The verify route knows the pending sign-in: a wrong code is a wrong code…
    const wrong = await halfway.post('/api/auth/mfa/verify', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.codeWrong);
    // …and the next step's code signs in; only then do the routes answer.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await halfway.post('/api/auth/mfa/verify', { code: next })).statusCode).toBe(200);
    expect((await halfway.get('/api/admin/overview')).statusCode).toBe(200);
  });
});
