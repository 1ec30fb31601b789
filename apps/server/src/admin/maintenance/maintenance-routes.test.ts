import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)('maintenance switch on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const body = { maintenanceMode: true, maintenanceMessage: 'Back at 6 pm Eastern.' };

  it('refuses signed-out callers with 401 and non-admins with 403', async () => {
    expect((await t.client().put('/api/admin/maintenance', body)).statusCode).toBe(401);
    const standard = await t.client().login('standard@example.com');
    const refused = await standard.put('/api/admin/maintenance', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only platform administrators may do this.');
    expect((await standard.get('/api/admin/maintenance')).statusCode).toBe(403);
  });

  it('lets the platform admin switch maintenance on, which the public call then reports', async () => {
    const admin = await t.client().login('admin@example.com');
    expect((await admin.put('/api/admin/maintenance', body)).json()).toEqual(body);
    expect((await t.app.inject({ url: '/api/auth/maintenance' })).json()).toEqual(body);
    // Staff still sign in during maintenance (through /hidden-login).
    await t.client().login('standard@example.com');
    await admin.put('/api/admin/maintenance', { ...body, maintenanceMode: false });
    expect((await t.app.inject({ url: '/api/auth/maintenance' })).json().maintenanceMode).toBe(
      false,
    );
  });

  it('answers 400 for a missing or empty message', async () => {
    const admin = await t.client().login('admin@example.com');
    const missing = await admin.put('/api/admin/maintenance', { maintenanceMode: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('body.maintenanceMessage');
    const empty = await admin.put('/api/admin/maintenance', {
      maintenanceMode: true,
      maintenanceMessage: '  ',
    });
    expect(empty.statusCode).toBe(400);
  });
});
