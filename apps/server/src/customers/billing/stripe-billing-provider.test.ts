import { PLANS } from '@app/core/domain/plans';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './billing-provider';
import { fakeStripe, signedWebhook, STRIPE_TEST_KEYS } from './fake-stripe';
import { stripeBillingProvider } from './stripe-billing-provider';

const option = PLANS.PeerComparisonStandard.options[0]!;

describe('Stripe billing provider (offline)', () => {
  it('creates a customer and an incomplete subscription for the price of the lookup key', async () => {
    const stripe = fakeStripe();
    const provider = stripeBillingProvider(STRIPE_TEST_KEYS, stripe.client);
    const setup = await provider.createBillingAccount({
      email: 'cfo@bank.test',
      name: 'Casey Finance',
      planType: 'PeerComparisonStandard',
      option,
    });
    expect(setup).toEqual({
      clientSecret: expect.stringMatching(/_secret_/),
      customerId: expect.stringMatching(/^cus_/),
      subscriptionId: expect.stringMatching(/^sub_/),
    });
    const [prices, customer, subscription] = stripe.calls;
    expect(prices?.params.get('lookup_keys[0]')).toBe('peerscope_peer_comparison_standard_monthly');
    expect(customer?.params.get('email')).toBe('cfo@bank.test');
    expect(subscription?.params.get('payment_behavior')).toBe('default_incomplete');
    expect(subscription?.params.get('customer')).toBe(setup.customerId);
    expect(subscription?.params.get('expand[0]')).toBe('latest_invoice.confirmation_secret');
  });

  it('answers 503 when the Stripe account has no price for the option', async () => {
    const provider = stripeBillingProvider(
      STRIPE_TEST_KEYS,
      fakeStripe({ priceExists: false }).client,
    );
    await expect(
      provider.createBillingAccount({
        email: 'a@b.test',
        name: 'A',
        planType: 'PeerComparisonStandard',
        option,
      }),
    ).rejects.toMatchObject({ statusCode: 503 });
  });

  it('reads the payment status from the subscription', async () => {
    const stripe = fakeStripe();
    const provider = stripeBillingProvider(STRIPE_TEST_KEYS, stripe.client);
    expect(await provider.paymentStatus('sub_1')).toBe('pending');
    stripe.state.subscriptionStatus = 'active';
    expect(await provider.paymentStatus('sub_1')).toBe('succeeded');
    stripe.state.subscriptionStatus = 'incomplete_expired';
    expect(await provider.paymentStatus('sub_1')).toBe('failed');
  });

  it('reads signed webhooks and refuses unsigned or tampered ones', () => {
    const provider = stripeBillingProvider(STRIPE_TEST_KEYS, fakeStripe().client);
    const paid = signedWebhook({
      id: 'evt_1',
      type: 'invoice.paid',
      object: {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_1',
        parent: { subscription_details: { subscription: 'sub_1' } },
      },
    });
    expect(provider.parseWebhook(Buffer.from(paid.payload), paid.signature)).toEqual({
      id: 'evt_1',
      kind: 'payment-succeeded',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
    });
    const deleted = signedWebhook({
      id: 'evt_2',
      type: 'customer.subscription.deleted',
      object: { id: 'sub_1', object: 'subscription', customer: 'cus_1', status: 'canceled' },
    });
    expect(provider.parseWebhook(Buffer.from(deleted.payload), deleted.signature)).toMatchObject({
      kind: 'subscription-status',
      status: 'canceled',
    });
    const pastDue = signedWebhook({
      id: 'evt_3',
      type: 'customer.subscription.updated',
      object: { id: 'sub_1', object: 'subscription', customer: 'cus_1', status: 'past_due' },
    });
    expect(provider.parseWebhook(Buffer.from(pastDue.payload), pastDue.signature)).toMatchObject({
      status: 'past_due',
    });
    const other = signedWebhook({
      id: 'evt_4',
      type: 'charge.refunded',
      object: { id: 'ch_1', object: 'charge' },
    });
    expect(provider.parseWebhook(Buffer.from(other.payload), other.signature)).toEqual({
      id: 'evt_4',
      kind: 'ignored',
      type: 'charge.refunded',
    });

    expect(() => provider.parseWebhook(Buffer.from(paid.payload), undefined)).toThrow(
      WebhookSignatureError,
    );
    expect(() =>
      provider.parseWebhook(Buffer.from(paid.payload.replace('sub_1', 'sub_2')), paid.signature),
    ).toThrow(WebhookSignatureError);
  });
});
