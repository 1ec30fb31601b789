import type { BillingSetupResponse } from '@app/core/api/account';
import Stripe from 'stripe';
import { HttpError } from '../../platform/http/http-error';
import {
  WebhookSignatureError,
  type BillingEvent,
  type BillingProvider,
  type CreateBillingAccountInput,
  type PaymentStatus,
} from './billing-provider';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an invoice belongs to (API 2025 and later keep it under parent). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** Our subscription status for Stripe's. */
function ourStatus(status: Stripe.Subscription.Status): 'active' | 'past_due' | 'canceled' | null {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid' || status === 'paused') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return null;
}

/**
 * Stripe Billing: a customer and an incomplete subscription per checkout; the browser
 * confirms the first invoice's payment with Stripe.js and the clientSecret. Prices are found by
 * their lookup key (the subscription option's stripeId), so the Stripe dashboard owns amounts
 * and the code owns only the keys.
 *
 * `client` lets tests hand in a Stripe client whose HTTP goes to a fake: nothing here may call
 * out to Stripe in tests.
 */
export function stripeBillingProvider(keys: StripeKeys, client?: Stripe): BillingProvider {
  const stripe = client ?? new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    name: 'stripe',
    publishableKey: keys.publishableKey,

    async createBillingAccount(input: CreateBillingAccountInput): Promise<BillingSetupResponse> {
      const lookupKey = input.option.stripeId;
      if (!lookupKey) throw new HttpError(400, 'This subscription needs no payment.');
      const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
      const price = prices.data[0];
      if (!price) {
        throw new HttpError(
          503,
          `Payments for ${input.option.display} are not set up yet (no Stripe price with lookup key ${lookupKey}). Please contact support.`,
        );
      }
      const customer = await stripe.customers.create({
        email: input.email,
        name: input.name,
        metadata: { planType: input.planType },
      });
      const subscription = await stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
        payment_behavior: 'default_incomplete',
        payment_settings: {
          save_default_payment_method: 'on_subscription',
          payment_method_types: ['card'],
        },
        metadata: { planType: input.planType, optionId: input.option.id },
        expand: ['latest_invoice.confirmation_secret'],
      });
      const invoice = subscription.latest_invoice;
      const clientSecret =
        invoice && typeof invoice === 'object' ? invoice.confirmation_secret?.client_secret : null;
      if (!clientSecret)
        throw new Error(`Stripe subscription ${subscription.id} has no confirmation secret`);
      return { clientSecret, customerId: customer.id, subscriptionId: subscription.id };
    },

    async paymentStatus(subscriptionId: string): Promise<PaymentStatus> {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const status = ourStatus(subscription.status);
      if (status === 'active') return 'succeeded';
      return subscription.status === 'incomplete' ? 'pending' : 'failed';
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, keys.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : 'The webhook signature does not match.',
        );
      }
      // Stripe's event type names some 250 events; the billing acts on the few below and answers
      // 'ignored' to every other one (the default), which is the design, not a missed case.
      // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check -- see above
      switch (event.type) {
        case 'invoice.paid':
        case 'invoice.payment_succeeded': {
          const subscriptionId = invoiceSubscription(event.data.object);
          if (!subscriptionId) return { id: event.id, kind: 'ignored', type: event.type };
          return {
            id: event.id,
            kind: 'payment-succeeded',
            subscriptionId,
            customerId: idOf(event.data.object.customer),
          };
        }
        case 'invoice.payment_failed': {
          const subscriptionId = invoiceSubscription(event.data.object);
          if (!subscriptionId) return { id: event.id, kind: 'ignored', type: event.type };
          return {
            id: event.id,
            kind: 'payment-failed',
            subscriptionId,
            customerId: idOf(event.data.object.customer),
            message: event.data.object.last_finalization_error?.message ?? null,
          };
        }
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const subscription = event.data.object;
          const status =
            event.type === 'customer.subscription.deleted'
              ? 'canceled'
              : ourStatus(subscription.status);
          if (!status) return { id: event.id, kind: 'ignored', type: event.type };
          return {
            id: event.id,
            kind: 'subscription-status',
            subscriptionId: subscription.id,
            customerId: idOf(subscription.customer),
            status,
          };
        }
        default:
          return { id: event.id, kind: 'ignored', type: event.type };
      }
    },
  };
}
