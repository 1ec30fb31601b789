import type { AdminOverview } from '@app/core/api/admin/overview';
import type { AuditEntry } from '@app/core/api/admin/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../testing/matrix-roles';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)(
  'the console overview and audit log on the %s database',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t.close());

    it('counts what an operator checks: organizations, users, pending requests, maintenance', async () => {
      const admin = await t.client().login('admin@example.com');
      const before = (await admin.get('/api/admin/overview')).json<AdminOverview>();
      expect(before.maintenance.maintenanceMode).toBe(false);
      expect(before.organizations).toBeGreaterThan(3);
      expect(before.activeUsers).toBeGreaterThan(3);
      // The demo accounts hold no data yet in this test: every source says so, never a made-up date.
      expect(before.freshness.map((f) => f.source)).toEqual(['FFIEC/FDIC', 'NCUA', 'FRED']);
      expect(before.freshness.every((f) => f.newestDate === null)).toBe(true);
      // Organizations per plan: bundle@'s one organization, though a Bundle is a row per product.
      expect(before.paidSubscriptions.find((p) => p.planType === 'BundleYearly')?.count).toBe(1);

      await addUser(t, {
        email: 'joining@prairie.example',
        organizationOf: 'standard@example.com',
        clientAdmin: false,
        products: [],
        pending: true,
      });
      await admin.put('/api/admin/maintenance', {
        maintenanceMode: true,
        maintenanceMessage: 'Back at 6 pm.',
      });
      const after = (await admin.get('/api/admin/overview')).json<AdminOverview>();
      expect(after.pendingRequests).toBe(before.pendingRequests + 1);
      expect(after.maintenance).toEqual({
        maintenanceMode: true,
        maintenanceMessage: 'Back at 6 pm.',
      });
      await admin.put('/api/admin/maintenance', {
        maintenanceMode: false,
        maintenanceMessage: 'Back at 6 pm.',
      });
    });

    it('writes every maintenance change to the audit log, before and after, searchable', async () => {
      const admin = await t.client().login('admin@example.com');
      await admin.put('/api/admin/maintenance', {
        maintenanceMode: true,
        maintenanceMessage: 'Upgrading the database tonight.',
      });
      await admin.put('/api/admin/maintenance', {
        maintenanceMode: false,
        maintenanceMessage: 'Upgrading the database tonight.',
      });
      const found = (await admin.get('/api/admin/audit?q=upgrading')).json<AuditEntry[]>();
      expect(found).toHaveLength(2);
      const [off, on] = found;
      expect(on).toMatchObject({
        actorEmail: 'admin@example.com',
        action: 'maintenance.update',
        target: 'maintenance mode',
        after: { maintenanceMode: true, maintenanceMessage: 'Upgrading the database tonight.' },
      });
      expect(off?.before).toEqual(on?.after);
      // Every word must match: a word found nowhere finds nothing.
      expect((await admin.get('/api/admin/audit?q=upgrading+nowhere')).json()).toEqual([]);
      // A search with SQL's wildcards finds them as text, not as patterns.
      expect((await admin.get('/api/admin/audit?q=%25')).json()).toEqual([]);
    });

    it('refuses a limit outside 1 to 500 with a 400 naming it', async () => {
      const admin = await t.client().login('admin@example.com');
      const response = await admin.get('/api/admin/audit?limit=0');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('limit');
    });
  },
);
