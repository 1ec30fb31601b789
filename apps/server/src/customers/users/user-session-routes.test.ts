import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)('user session store on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 401 to every verb when signed out', async () => {
    const client = t.client();
    expect((await client.get('/api/user/session')).statusCode).toBe(401);
    expect((await client.post('/api/user/session', { key: 'a', value: 'b' })).statusCode).toBe(401);
    expect((await client.delete('/api/user/session')).statusCode).toBe(401);
  });

  it('saves, overwrites, lists and clears key/value pairs per user', async () => {
    const sam = await t.client().login('standard@example.com');
    const casey = await t.client().login('cu@example.com');
    expect((await sam.get('/api/user/session')).json()).toEqual([]);

    const saved = await sam.post('/api/user/session', {
      key: 'dateRange-bank',
      value: '{"startDate":"2024-03-31","endDate":"2025-03-31"}',
    });
    expect(saved.statusCode).toBe(200);
    await sam.post('/api/user/session', { key: 'trend-metricId-bank', value: 'LBPR2170' });
    await sam.post('/api/user/session', { key: 'trend-metricId-bank', value: 'LBPR2200' });
    await casey.post('/api/user/session', {
      key: 'trend-metricId-credit union',
      value: 'ACCT_010',
    });

    expect((await sam.get('/api/user/session')).json()).toEqual([
      { key: 'dateRange-bank', value: '{"startDate":"2024-03-31","endDate":"2025-03-31"}' },
      { key: 'trend-metricId-bank', value: 'LBPR2200' },
    ]);
    expect((await casey.get('/api/user/session')).json()).toEqual([
      { key: 'trend-metricId-credit union', value: 'ACCT_010' },
    ]);

    expect((await sam.delete('/api/user/session')).statusCode).toBe(204);
    expect((await sam.get('/api/user/session')).json()).toEqual([]);
    expect((await casey.get('/api/user/session')).json()).toHaveLength(1);
  });

  it('answers 400 naming the problem for bad input and keeps what was saved', async () => {
    const client = await t.client().login('basic@example.com');
    await client.post('/api/user/session', { key: 'kept', value: 'yes' });

    const noKey = await client.post('/api/user/session', { value: 'x' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toContain('body.key');
    const numberValue = await client.post('/api/user/session', { key: 'k', value: 5 });
    expect(numberValue.statusCode).toBe(400);
    expect(numberValue.json().message).toContain('body.value');
    const huge = await client.post('/api/user/session', { key: 'k', value: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Request body is too large (the limit is 100 KB).');
    const notJson = await client.request({
      method: 'POST',
      url: '/api/user/session',
      payload: '{"key": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/JSON/);
    const text = await client.request({
      method: 'POST',
      url: '/api/user/session',
      payload: 'key=k',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);

    expect((await client.get('/api/user/session')).json()).toEqual([{ key: 'kept', value: 'yes' }]);
  });
});
