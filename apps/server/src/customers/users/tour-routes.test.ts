import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)('tour progress on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 401 when signed out', async () => {
    const client = t.client();
    expect((await client.get('/api/tour')).statusCode).toBe(401);
    const put = await client.put('/api/tour', {
      path: '/dashboard',
      completed: true,
      cancelled: false,
    });
    expect(put.statusCode).toBe(401);
  });

  it('saves progress per user and answers the updated list', async () => {
    const sam = await t.client().login('standard@example.com');
    expect((await sam.get('/api/tour')).json()).toEqual([]);

    const cancelled = await sam.put('/api/tour', {
      path: '/peer-comparison/balance/snapshot',
      completed: false,
      cancelled: true,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual([
      { path: '/peer-comparison/balance/snapshot', completed: false, cancelled: true },
    ]);
    const done = await sam.put('/api/tour', {
      path: '/dashboard',
      completed: true,
      cancelled: false,
    });
    expect(done.json()).toEqual([
      { path: '/dashboard', completed: true, cancelled: false },
      { path: '/peer-comparison/balance/snapshot', completed: false, cancelled: true },
    ]);
    // Taking a cancelled tour again to the end replaces its flags.
    const redone = await sam.put('/api/tour', {
      path: '/peer-comparison/balance/snapshot',
      completed: true,
      cancelled: false,
    });
    expect(redone.json()[1]).toEqual({
      path: '/peer-comparison/balance/snapshot',
      completed: true,
      cancelled: false,
    });

    const activity = (await sam.get('/api/activity')).json();
    expect(activity.map((a: { content: string }) => a.content)).toEqual([
      'Completed the <strong>Balance: Snapshot</strong> tour.',
      'Completed the <strong>Dashboard</strong> tour.',
    ]);
    const casey = await t.client().login('cu@example.com');
    expect((await casey.get('/api/tour')).json()).toEqual([]);
  });

  it('answers 400 naming the problem for bad input', async () => {
    const client = await t.client().login('basic@example.com');
    const unknown = await client.put('/api/tour', {
      path: '/nowhere',
      completed: true,
      cancelled: false,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('body.path: path must be the route of a tour');
    const both = await client.put('/api/tour', {
      path: '/dashboard',
      completed: true,
      cancelled: true,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(
      'body.cancelled: a tour is either completed or cancelled, not both',
    );
    const missing = await client.put('/api/tour', { path: '/dashboard', completed: 'yes' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('body.completed: completed must be true or false');
    expect(missing.json().message).toContain('body.cancelled: cancelled must be true or false');
    expect((await client.get('/api/tour')).json()).toEqual([]);
  });
});
