import { CARD_DECLINED_MESSAGE, SIGNUP_MESSAGES } from '@app/core/api/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../billing/billing-service';
import { startSignupApp, payByCard, signupBody } from '../../testing/account-helpers';
import type { TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { ACCOUNT_MESSAGES } from './account-service';

describe.each(testDatabaseKinds)('paid and promo signup on the %s database', (kind) => {
  let t: TestApp;
  let free: number[];
  beforeAll(async () => {
    ({ t, free } = await startSignupApp(kind));
  });
  afterAll(() => t.close());

  describe('card signup through the built-in provider', () => {
    const plan = {
      planType: 'PeerComparisonStandard',
      subscription: 'peer-comparison-standard-annual',
      userProducts: ['peer-comparison'],
    };

    it('declines 4000 0000 0000 0002 with the provider message, then takes 4242 4242 4242 4242', async () => {
      const client = t.client();
      const email = 'card.payer@cardbank.test';
      const declined = await payByCard(client, { email, ...plan }, '4000 0000 0000 0002');
      expect(declined.confirmation.statusCode).toBe(402);
      expect(declined.confirmation.json().message).toBe(CARD_DECLINED_MESSAGE);
      const refused = await client.post(
        '/api/account',
        signupBody({
          email,
          organizationIid: free[2],
          planType: 'PeerComparisonStandard',
          subscriptionId: plan.subscription,
          billingCustomerId: declined.customerId,
          billingSubscriptionId: declined.subscriptionId,
        }),
      );
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toBe(PAYMENT_MESSAGES.notPaid);

      const paid = await payByCard(client, { email, ...plan });
      expect(paid.confirmation.statusCode).toBe(200);
      const body = signupBody({
        email,
        organizationIid: free[2],
        planType: 'PeerComparisonStandard',
        subscriptionId: plan.subscription,
        billingCustomerId: paid.customerId,
        billingSubscriptionId: paid.subscriptionId,
      });
      expect((await client.post('/api/account', body)).statusCode).toBe(201);
      // One payment pays for one account.
      const again = await client.post('/api/account', {
        ...body,
        email: 'other@cardbank.test',
        organizationIid: free[3],
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(PAYMENT_MESSAGES.mismatch);

      const admin = await t.client().login('admin@example.com');
      const rows = (await admin.get('/api/admin/subscriptions')).json();
      expect(rows).toContainEqual(
        expect.objectContaining({
          organizationName: `Test Signup Bank ${free[2]}`,
          product: 'peer-comparison',
          tier: 'peer-comparison-standard',
          planType: 'PeerComparisonStandard',
          optionId: 'peer-comparison-standard-annual',
          priceCents: 100_000,
          interval: 'year',
          status: 'active',
          billingProvider: 'builtin',
          billingSubscriptionId: paid.subscriptionId,
        }),
      );
    });

    it('gives the provider messages for incomplete and special test cards', async () => {
      const client = t.client();
      const setup = (
        await client.post('/api/account/billing', {
          email: 'cards@cardbank.test',
          name: 'Card Tester',
          ...plan,
        })
      ).json();
      const confirm = (card: Record<string, string>) =>
        client.post('/api/account/billing/confirm', {
          clientSecret: setup.clientSecret,
          cardNumber: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
          postalCode: '50309',
          ...card,
        });
      expect((await confirm({ cardNumber: '4242' })).json().message).toBe(
        'Your card number is incomplete.',
      );
      expect((await confirm({ cardNumber: '4242424242424241' })).json().message).toBe(
        'Your card number is invalid.',
      );
      expect((await confirm({ cardNumber: '4000000000009995' })).json().message).toBe(
        'Your card has insufficient funds.',
      );
      expect((await confirm({ expiry: '01/20' })).json().message).toBe(
        "Your card's expiration year is in the past.",
      );
      expect((await confirm({ cvc: '' })).json().message).toBe(
        "Your card's security code is incomplete.",
      );
      // Only the test cards pass: a real card number is never "charged" by this provider.
      expect((await confirm({ cardNumber: '5555555555554444' })).json().message).toBe(
        CARD_DECLINED_MESSAGE,
      );
      const unknown = await client.post('/api/account/billing/confirm', {
        clientSecret: 'sub_x_secret_y',
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '50309',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('refuses a billing account for the free plan or for products not in the plan', async () => {
      const client = t.client();
      const freePlan = await client.post('/api/account/billing', {
        email: 'a@bank.test',
        name: 'A',
        planType: 'PeerComparisonBasic',
        subscription: 'peer-comparison-basic-free',
        userProducts: ['peer-comparison'],
      });
      expect(freePlan.statusCode).toBe(400);
      expect(freePlan.json().message).toBe(PAYMENT_MESSAGES.freePlan);
      const products = await client.post('/api/account/billing', {
        email: 'a@bank.test',
        name: 'A',
        ...plan,
        userProducts: ['non-maturity-deposits'],
      });
      expect(products.statusCode).toBe(400);
      expect(products.json().message).toContain('userProducts');
      const missing = await client.post('/api/account/billing', { email: 'a@bank.test' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('body.name');
      expect((await client.get('/api/account/billing/config')).json()).toEqual({
        provider: 'builtin',
        publishableKey: null,
      });
    });

    it('creates both subscriptions of a Bundle', async () => {
      const client = t.client();
      const email = 'bundle.buyer@bundlebank.test';
      const paid = await payByCard(client, {
        email,
        planType: 'BundleYearly',
        subscription: 'bundle-annual',
        userProducts: ['peer-comparison', 'non-maturity-deposits'],
      });
      const created = await client.post(
        '/api/account',
        signupBody({
          email,
          organizationIid: free[4],
          planType: 'BundleYearly',
          subscriptionId: 'bundle-annual',
          billingCustomerId: paid.customerId,
          billingSubscriptionId: paid.subscriptionId,
        }),
      );
      expect(created.statusCode).toBe(201);
      const check = (await client.get(`/api/account/check/institution?value=${free[4]}`)).json();
      expect(check).toEqual({
        institutionExists: true,
        hasNonMaturity: true,
        hasPeerComparison: true,
      });
    });
  });

  describe('promo signup', () => {
    it('creates the account without payment and counts the use up to the limit', async () => {
      const admin = await t.client().login('admin@example.com');
      const promo = await admin.post('/api/admin/promo-codes', {
        code: 'bankers2025',
        description: 'Conference',
        product: 'peer-comparison',
        tier: 'peer-comparison-standard',
        expiresAt: '2099-12-31',
        maxUses: 1,
      });
      expect(promo.statusCode).toBe(201);
      expect(promo.json()).toMatchObject({ code: 'BANKERS2025', uses: 0, maxUses: 1 });

      const client = t.client();
      expect((await client.get('/api/account/check/promo?value=Bankers2025')).json()).toEqual({
        valid: true,
        product: 'peer-comparison',
        tier: 'peer-comparison-standard',
      });
      expect((await client.get('/api/account/check/promo?value=NOPE')).json().valid).toBe(false);

      const body = signupBody({
        email: 'promo.user@promobank.test',
        organizationIid: free[5],
        planType: 'PeerComparisonStandard',
        subscriptionId: 'peer-comparison-standard-annual',
        promoCode: 'bankers2025',
      });
      expect((await client.post('/api/account', body)).statusCode).toBe(201);
      const usedUp = await client.post('/api/account', {
        ...body,
        email: 'promo.two@promobank.test',
        organizationIid: free[6],
      });
      expect(usedUp.statusCode).toBe(400);
      expect(usedUp.json().message).toBe(SIGNUP_MESSAGES.promoInvalid);
      expect((await client.get('/api/account/check/promo?value=BANKERS2025')).json().valid).toBe(
        false,
      );

      const rows = (await admin.get('/api/admin/subscriptions')).json();
      expect(rows).toContainEqual(
        expect.objectContaining({
          organizationName: `Test Signup Bank ${free[5]}`,
          tier: 'peer-comparison-standard',
          priceCents: 0,
          promoCode: 'BANKERS2025',
        }),
      );
    });

    it('refuses a promo code on another plan and an expired code', async () => {
      const admin = await t.client().login('admin@example.com');
      await admin.post('/api/admin/promo-codes', {
        code: 'OLD-CODE',
        product: 'peer-comparison',
        tier: 'peer-comparison-standard',
        expiresAt: '2020-01-01T00:00:00Z',
        maxUses: null,
      });
      const client = t.client();
      expect((await client.get('/api/account/check/promo?value=old-code')).json().valid).toBe(
        false,
      );
      const otherPlan = await client.post(
        '/api/account',
        signupBody({
          email: 'p3@promobank.test',
          organizationIid: free[7],
          planType: 'BundleYearly',
          subscriptionId: 'bundle-annual',
          promoCode: 'OLD-CODE',
        }),
      );
      expect(otherPlan.statusCode).toBe(400);
      expect(otherPlan.json().message).toBe(ACCOUNT_MESSAGES.promoOnlyStandard);
    });
  });
});
