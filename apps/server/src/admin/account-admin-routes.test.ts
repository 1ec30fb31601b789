import { PROMO_CODE_EXISTS_MESSAGE } from '@app/core/api/account-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const promo = {
  code: 'SPRING-25',
  description: 'Spring conference',
  product: 'non-maturity-deposits',
  tier: 'non-maturity-deposits-standard',
  expiresAt: null,
  maxUses: 50,
};

describe.each(testDatabaseKinds)(
  "the platform admin's account views on the %s database",
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t.close());

    it.each(['/api/admin/promo-codes', '/api/admin/subscriptions'])(
      '%s answers 401 signed out and 403 to non-admins',
      async (path) => {
        expect((await t.client().get(path)).statusCode).toBe(401);
        const standard = await t.client().login('standard@example.com');
        const refused = await standard.get(path);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Only platform administrators may do this.');
      },
    );

    it('creates and lists promo codes; refuses duplicates and mismatched tiers', async () => {
      expect((await t.client().post('/api/admin/promo-codes', promo)).statusCode).toBe(401);
      expect(
        (
          await (
            await t.client().login('standard@example.com')
          ).post('/api/admin/promo-codes', promo)
        ).statusCode,
      ).toBe(403);
      const admin = await t.client().login('admin@example.com');
      const created = await admin.post('/api/admin/promo-codes', promo);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        code: 'SPRING-25',
        uses: 0,
        maxUses: 50,
        expiresAt: null,
      });
      expect((await admin.get('/api/admin/promo-codes')).json()).toEqual([created.json()]);

      const duplicate = await admin.post('/api/admin/promo-codes', { ...promo, code: 'spring-25' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(PROMO_CODE_EXISTS_MESSAGE);
      const mismatch = await admin.post('/api/admin/promo-codes', {
        ...promo,
        code: 'OTHER',
        tier: 'peer-comparison-standard',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toContain('body.tier: tier must be a tier of the product');
      const bad = await admin.post('/api/admin/promo-codes', {
        ...promo,
        code: 'x',
        expiresAt: 'soon',
        maxUses: 0,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('body.code');
      expect(bad.json().message).toContain('body.expiresAt');
      expect(bad.json().message).toContain('body.maxUses');
    });

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
