import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from './billing-service';
import { addInstitutions, signupBody } from '../../testing/account-helpers';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { fakeStripe, signedWebhook, STRIPE_TEST_KEYS } from './fake-stripe';
import { stripeBillingProvider } from './stripe-billing-provider';

describe.each(testDatabaseKinds)(
  'signup paid through Stripe (offline) on the %s database',
  (kind) => {
    let t: TestApp;
    let iids: number[];
    const stripe = fakeStripe();
    beforeAll(async () => {
      t = await startTestApp(
        kind,
        { stripe: STRIPE_TEST_KEYS },
        { account: { billingProvider: stripeBillingProvider(STRIPE_TEST_KEYS, stripe.client) } },
      );
      iids = await addInstitutions(t, 9200001, 2);
    });
    afterAll(() => t.close());

    const webhook = (event: Parameters<typeof signedWebhook>[0], signature?: string) => {
      const signed = signedWebhook(event);
      // A provider's call: no session, no anti-forgery token.
      return t.app.inject({
        method: 'POST',
        url: '/api/account/billing/webhook',
        payload: signed.payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signature ?? signed.signature,
        },
      });
    };
    const invoicePaid = (id: string, subscriptionId: string) => ({
      id,
      type: 'invoice.paid',
      object: {
        id: `in_${id}`,
        object: 'invoice',
        customer: 'cus_x',
        parent: { subscription_details: { subscription: subscriptionId } },
      },
    });

    it('tells the web app to load the Stripe card form', async () => {
      expect((await t.client().get('/api/account/billing/config')).json()).toEqual({
        provider: 'stripe',
        publishableKey: 'pk_test_offline',
      });
    });

    it('creates the account once the invoice.paid webhook arrives, and ends it on cancellation', async () => {
      const client = t.client();
      const email = 'stripe.payer@stripebank.test';
      const setup = (
        await client.post('/api/account/billing', {
          email,
          name: 'Stripe Payer',
          planType: 'NonMaturityDepositsStandard',
          subscription: 'non-maturity-deposits-standard-annual',
          userProducts: ['non-maturity-deposits'],
        })
      ).json();
      expect(setup.clientSecret).toMatch(/_secret_/);
      const body = signupBody({
        email,
        organizationIid: iids[0],
        planType: 'NonMaturityDepositsStandard',
        subscriptionId: 'non-maturity-deposits-standard-annual',
        billingCustomerId: setup.customerId,
        billingSubscriptionId: setup.subscriptionId,
      });
      const early = await client.post('/api/account', body);
      expect(early.statusCode).toBe(402);
      expect(early.json().message).toBe(PAYMENT_MESSAGES.notPaid);
      // Stripe confirms the card in the browser; the built-in confirmation does not apply.
      const confirm = await client.post('/api/account/billing/confirm', {
        clientSecret: setup.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '50309',
      });
      expect(confirm.statusCode).toBe(404);

      expect((await webhook(invoicePaid('evt_paid_1', setup.subscriptionId))).statusCode).toBe(200);
      // Delivered twice, applied once.
      expect((await webhook(invoicePaid('evt_paid_1', setup.subscriptionId))).statusCode).toBe(200);
      expect((await client.post('/api/account', body)).statusCode).toBe(201);

      const admin = await t.client().login('admin@example.com');
      const row = () =>
        admin
          .get('/api/admin/subscriptions')
          .then((r) =>
            r
              .json()
              .find(
                (s: { billingSubscriptionId: string }) =>
                  s.billingSubscriptionId === setup.subscriptionId,
              ),
          );
      expect(await row()).toMatchObject({
        status: 'active',
        billingProvider: 'stripe',
        priceCents: 174_000,
      });

      await webhook({
        id: 'evt_due_1',
        type: 'customer.subscription.updated',
        object: {
          id: setup.subscriptionId,
          object: 'subscription',
          customer: setup.customerId,
          status: 'past_due',
        },
      });
      expect((await row()).status).toBe('past_due');
      await webhook({
        id: 'evt_del_1',
        type: 'customer.subscription.deleted',
        object: {
          id: setup.subscriptionId,
          object: 'subscription',
          customer: setup.customerId,
          status: 'canceled',
        },
      });
      expect(await row()).toMatchObject({ status: 'canceled', endedAt: expect.any(String) });
    });

    it('accepts a payment Stripe reports as active without a webhook', async () => {
      const client = t.client();
      const email = 'polled.payer@stripebank.test';
      const setup = (
        await client.post('/api/account/billing', {
          email,
          name: 'Polled Payer',
          planType: 'NonMaturityDepositsStandard',
          subscription: 'non-maturity-deposits-standard-annual',
          userProducts: ['non-maturity-deposits'],
        })
      ).json();
      stripe.state.subscriptionStatus = 'active';
      const created = await client.post(
        '/api/account',
        signupBody({
          email,
          organizationIid: iids[1],
          planType: 'NonMaturityDepositsStandard',
          subscriptionId: 'non-maturity-deposits-standard-annual',
          billingCustomerId: setup.customerId,
          billingSubscriptionId: setup.subscriptionId,
        }),
      );
      stripe.state.subscriptionStatus = 'incomplete';
      expect(created.statusCode).toBe(201);
    });

    it('refuses webhooks without a valid signature with 400', async () => {
      const forged = await webhook(invoicePaid('evt_forged', 'sub_x'), 't=1,v1=deadbeef');
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toMatch(/^Webhook refused/);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/account/billing/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(unsigned.statusCode).toBe(400);
    });
  },
);

describe('the webhook without Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded');
  });
  afterAll(() => t.close());

  it('answers 400: the built-in provider sends none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/billing/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(response.statusCode).toBe(400);
  });
});
