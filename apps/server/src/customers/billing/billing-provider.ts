import type { BillingProviderName, BillingSetupResponse } from '@app/core/api/account';
import type { SubscriptionOptionDefinition } from '@app/core/domain/plans';
import type { PlanType } from '@app/core/domain/products';

export interface CreateBillingAccountInput {
  email: string;
  name: string;
  planType: PlanType;
  option: SubscriptionOptionDefinition;
}

/** What a provider's webhook told us, in our own words. */
export type BillingEvent =
  | { id: string; kind: 'payment-succeeded'; subscriptionId: string; customerId: string | null }
  | {
      id: string;
      kind: 'payment-failed';
      subscriptionId: string;
      customerId: string | null;
      message: string | null;
    }
  | {
      id: string;
      kind: 'subscription-status';
      subscriptionId: string;
      customerId: string | null;
      /** Our subscription status: active, past_due or canceled. */
      status: 'active' | 'past_due' | 'canceled';
    }
  | { id: string; kind: 'ignored'; type: string };

export type PaymentStatus = 'succeeded' | 'pending' | 'failed';

/**
 * A card payment provider (DESIGN.md, "Around it"). The built-in one needs no network; the
 * Stripe one is used when the Stripe keys are configured.
 */
export interface BillingProvider {
  readonly name: BillingProviderName;
  /** Handed to the web app's card form; null when the provider needs none. */
  readonly publishableKey: string | null;
  /** A customer and an incomplete subscription whose first payment the browser confirms. */
  createBillingAccount(input: CreateBillingAccountInput): Promise<BillingSetupResponse>;
  /** Asks the provider whether the first payment of a subscription went through. */
  paymentStatus(subscriptionId: string): Promise<PaymentStatus>;
  /** Verifies and reads a webhook call; throws WebhookSignatureError when it is not genuine. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent;
}

export class WebhookSignatureError extends Error {}
