import type { BillingRequest, CardConfirmationRequest } from '@app/core/api/account';
import { SIGNUP_MESSAGES } from '@app/core/api/account';
import { findSubscriptionOption, planProducts } from '@app/core/domain/plans';
import type { PlanType } from '@app/core/domain/products';
import { tokenDigest } from '../../platform/auth/secret-token';
import { badRequest, HttpError, notFound } from '../../platform/http/http-error';
import type { BillingEvent, BillingProvider } from './billing-provider';
import type { BillingRepository } from './billing-repository';
import { chargeTestCard } from './builtin-billing-provider';

export const PAYMENT_MESSAGES = {
  notPaid: 'The payment has not been completed. Please enter your card again.',
  alreadyUsed: 'This payment has already been used.',
  mismatch: 'The payment does not match this plan. Please start again.',
  unknown: 'Unknown payment. Please start again.',
  freePlan: 'The free plan needs no payment.',
} as const;

/** Records and checks the billing accounts made for signups and upgrades. */
export function billingService(provider: BillingProvider, repo: BillingRepository) {
  return {
    provider,

    config() {
      return { provider: provider.name, publishableKey: provider.publishableKey };
    },

    async createSetup(input: BillingRequest) {
      const option = findSubscriptionOption(input.planType, input.subscription);
      if (!option) throw badRequest(`subscription: ${SIGNUP_MESSAGES.subscriptionRequired}`);
      if (option.amountCents === 0) throw badRequest(PAYMENT_MESSAGES.freePlan);
      const expected = new Set(planProducts(input.planType));
      if (
        expected.size !== new Set(input.userProducts).size ||
        !input.userProducts.every((p) => expected.has(p))
      ) {
        throw badRequest('userProducts: must be the products of the plan');
      }
      const setup = await provider.createBillingAccount({
        email: input.email,
        name: input.name,
        planType: input.planType,
        option,
      });
      await repo.insertSetup({
        provider: provider.name,
        customerId: setup.customerId,
        subscriptionId: setup.subscriptionId,
        clientSecretHash: tokenDigest(setup.clientSecret),
        email: input.email,
        planType: input.planType,
        optionId: option.id,
        amountCents: option.amountCents,
        billingInterval: option.interval,
      });
      return setup;
    },

    /** The built-in provider's card step: Stripe confirms in the browser instead. */
    async confirmCard(input: CardConfirmationRequest) {
      if (provider.name !== 'builtin') {
        throw notFound('Cards are confirmed with the card provider on this server.');
      }
      const setup = await repo.findBySecretHash(tokenDigest(input.clientSecret));
      if (!setup) throw notFound(PAYMENT_MESSAGES.unknown);
      if (setup.status === 'succeeded') return { status: 'succeeded' as const };
      const outcome = chargeTestCard(input);
      if (!outcome.ok) {
        await repo.recordFailure(setup.id, outcome.message);
        // 402 Payment Required: the provider's message is shown under Payment.
        throw new HttpError(402, outcome.message);
      }
      await repo.markSucceeded(setup.id, outcome.last4);
      return { status: 'succeeded' as const };
    },

    /**
     * The paid, unspent setup behind a signup or upgrade, checked against what is being bought.
     * Asks the provider when no webhook has told us about the payment yet.
     */
    async paidSetup(input: {
      customerId: string;
      subscriptionId: string;
      planType: PlanType;
      optionId: string;
      email: string;
    }) {
      const setup = await repo.findBySubscription(provider.name, input.subscriptionId);
      if (!setup || setup.customerId !== input.customerId)
        throw badRequest(PAYMENT_MESSAGES.unknown);
      if (
        setup.planType !== input.planType ||
        setup.optionId !== input.optionId ||
        setup.email !== input.email
      ) {
        throw badRequest(PAYMENT_MESSAGES.mismatch);
      }
      if (setup.usedAt) throw new HttpError(409, PAYMENT_MESSAGES.alreadyUsed);
      if (setup.status !== 'succeeded') {
        const status = await provider.paymentStatus(setup.subscriptionId);
        if (status !== 'succeeded') throw new HttpError(402, PAYMENT_MESSAGES.notPaid);
        await repo.markSucceeded(setup.id, null);
      }
      return setup;
    },

    markUsed: repo.markUsed,

    /** Applies a webhook event once; answers what it was, for the log. */
    async applyEvent(event: BillingEvent) {
      if (event.kind === 'ignored') return event.type;
      const fresh = await repo.recordEvent({
        id: event.id,
        provider: provider.name,
        type: event.kind,
        subscriptionId: event.subscriptionId,
        customerId: event.customerId,
      });
      if (!fresh) return 'duplicate';
      switch (event.kind) {
        case 'payment-succeeded':
          await repo.setupPaidBySubscription(provider.name, event.subscriptionId);
          await repo.setSubscriptionStatus(provider.name, event.subscriptionId, 'active');
          break;
        case 'payment-failed':
          await repo.setupFailedBySubscription(
            provider.name,
            event.subscriptionId,
            event.message ?? 'The payment failed.',
          );
          break;
        case 'subscription-status':
          await repo.setSubscriptionStatus(provider.name, event.subscriptionId, event.status);
          break;
      }
      return event.kind;
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
