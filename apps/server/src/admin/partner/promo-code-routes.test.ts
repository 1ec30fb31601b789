import { SIGNUP_MESSAGES } from '@app/core/api/account';
import { PROMO_CODE_EXISTS_MESSAGE } from '@app/core/api/account-admin';
import { PROMO_MESSAGES } from '@app/core/api/admin/partners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody, startSignupApp } from '../../testing/account-helpers';
import type { TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

const promo = {
  code: 'SPRING-25',
  description: 'Spring conference',
  product: 'non-maturity-deposits',
  tier: 'non-maturity-deposits-standard',
  expiresAt: null,
  maxUses: 50,
};

describe.each(testDatabaseKinds)('promo codes in the admin console on the %s database', (kind) => {
  let t: TestApp;
  let free: number[];
  beforeAll(async () => {
    ({ t, free } = await startSignupApp(kind));
  });
  afterAll(() => t.close());

  it('creates and lists promo codes; refuses duplicates and mismatched tiers', async () => {
    expect((await t.client().post('/api/admin/promo-codes', promo)).statusCode).toBe(401);
    const standard = await t.client().login('standard@example.com');
    const refused = await standard.post('/api/admin/promo-codes', promo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only platform administrators may do this.');
    expect((await standard.get('/api/admin/promo-codes')).statusCode).toBe(403);

    const admin = await t.client().login('admin@example.com');
    const created = await admin.post('/api/admin/promo-codes', promo);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'SPRING-25',
      uses: 0,
      maxUses: 50,
      expiresAt: null,
    });
    expect((await admin.get('/api/admin/promo-codes')).json()).toContainEqual(created.json());
    const audit = (await admin.get('/api/admin/audit?q=SPRING-25')).json();
    expect(audit[0]).toMatchObject({
      actorEmail: 'admin@example.com',
      action: 'promo-code.create',
      target: 'promo code SPRING-25',
    });

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

  it('ends a code: signup then refuses it as an invalid code, and the end is audited', async () => {
    const admin = await t.client().login('admin@example.com');
    const created = await admin.post('/api/admin/promo-codes', {
      code: 'ENDME-1',
      product: 'peer-comparison',
      tier: 'peer-comparison-standard',
      expiresAt: '2099-12-31',
      maxUses: null,
    });
    expect(created.statusCode).toBe(201);
    const visitor = t.client();
    expect((await visitor.get('/api/account/check/promo?value=endme-1')).json().valid).toBe(true);

    expect((await t.client().post('/api/admin/promo-codes/ENDME-1/end')).statusCode).toBe(401);
    const standard = await t.client().login('standard@example.com');
    expect((await standard.post('/api/admin/promo-codes/ENDME-1/end')).statusCode).toBe(403);

    const ended = await admin.post('/api/admin/promo-codes/endme-1/end');
    expect(ended.statusCode).toBe(200);
    expect(Date.parse(ended.json().expiresAt)).toBeLessThanOrEqual(Date.now());
    const [entry] = (await admin.get('/api/admin/audit?q=ENDME-1')).json();
    expect(entry).toMatchObject({ action: 'promo-code.end', target: 'promo code ENDME-1' });
    expect(entry.before.expiresAt).toBe('2099-12-31T23:59:59.999Z');

    expect((await visitor.get('/api/account/check/promo?value=ENDME-1')).json().valid).toBe(false);
    const signup = await visitor.post(
      '/api/account',
      signupBody({
        email: 'ended.promo@promobank.test',
        organizationIid: free[0],
        planType: 'PeerComparisonStandard',
        subscriptionId: 'peer-comparison-standard-annual',
        promoCode: 'ENDME-1',
      }),
    );
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toBe(SIGNUP_MESSAGES.promoInvalid);

    const again = await admin.post('/api/admin/promo-codes/ENDME-1/end');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROMO_MESSAGES.alreadyEnded);
    const unknown = await admin.post('/api/admin/promo-codes/NO-SUCH-CODE/end');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PROMO_MESSAGES.notFound);
    const malformed = await admin.post('/api/admin/promo-codes/a.b/end');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('params.code');
  });
});
