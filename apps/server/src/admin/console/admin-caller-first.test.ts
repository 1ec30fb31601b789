import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';

/**
 * Issue 27, point 7: every admin route checks who is calling before it reads the request, so
 * a caller who may not use it gets 403 whatever the body and path hold, and learns nothing of
 * the route's input rules (a 400 would tell them).
 */
describe('admin routes refuse a non-admin before reading the request', () => {
  let t: TestApp;
  let member: TestClient;
  beforeAll(async () => {
    t = await startTestApp('embedded');
    member = await t.client().login('standard@example.com');
  }, 120_000);
  afterAll(() => t.close());

  it('answers 403, never 400, to every admin route called with bad params and a bad body', async () => {
    const adminRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const route of adminRoutes) {
      // Every path parameter a value no schema accepts, and a body of the wrong shape.
      const url = route.url.replace(/:[A-Za-z]+/g, 'not-an-id%20%20');
      const response = await member.request({
        method: route.method as 'GET',
        url: `${url}${route.method === 'GET' ? '?limit=-1&q=' + 'x'.repeat(500) : ''}`,
        payload: route.method === 'GET' ? undefined : { unexpected: [1, 2, 3], reason: 42 },
      });
      answers.push(`${route.method} ${route.url} ${response.statusCode}`);
    }
    expect(answers.filter((a) => !a.endsWith(' 403'))).toEqual([]);
  });
});
