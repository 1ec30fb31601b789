import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)(
  "the platform admin's account views on the %s database",
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t.close());

    it.each(['/api/admin/subscriptions'])(
      '%s answers 401 signed out and 403 to non-admins',
      async (path) => {
        expect((await t.client().get(path)).statusCode).toBe(401);
        const standard = await t.client().login('standard@example.com');
        const refused = await standard.get(path);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Only platform administrators may do this.');
      },
    );

    it('lists who pays for what', async () => {
      const admin = await t.client().login('admin@example.com');
      const rows = (await admin.get('/api/admin/subscriptions')).json();
      expect(rows).toContainEqual(
        expect.objectContaining({
          organizationName: 'Northgate Financial Group',
          product: 'non-maturity-deposits',
          planType: 'BundleYearly',
          status: 'active',
        }),
      );
    });
  },
);
