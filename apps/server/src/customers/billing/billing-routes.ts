import { PUBLIC } from '../../platform/http/public-route';
import { accountRoutes as accountContract } from '@app/core/api/routes/account-routes';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../platform/http/http-error';
import { WebhookSignatureError } from './billing-provider';
import type { BillingService } from './billing-service';

/** Webhook bodies are small JSON documents; Stripe's stay well under this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export function billingRoutes(app: FastifyInstance, deps: { billing: BillingService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  // Public: a visitor pays before the account exists (spec 1 section 4, card signup).

  api.get(
    accountContract.billingConfig.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Which card form to show',
        response: { 200: accountContract.billingConfig.response },
      },
    },
    async () => deps.billing.config(),
  );

  api.post(
    accountContract.createBilling.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Create the billing account of a paid plan; answers the clientSecret to confirm',
        body: accountContract.createBilling.body,
        response: {
          200: accountContract.createBilling.response,
          400: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => deps.billing.createSetup(request.body),
  );

  api.post(
    accountContract.confirmCard.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Built-in provider only: confirm the card payment of a billing account',
        body: accountContract.confirmCard.body,
        response: {
          200: accountContract.confirmCard.response,
          402: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => deps.billing.confirmCard(request.body),
  );

  // The provider signs the exact bytes it sent, so this route reads the body raw; it carries
  // no anti-forgery token (the signature is its proof), hence csrfExempt.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      accountContract.billingWebhook.path,
      {
        config: { public: true, csrfExempt: true },
        schema: {
          tags,
          summary: 'Billing provider webhook (Stripe); verified by its signature',
          response: { 200: accountContract.billingWebhook.response, 400: errorResponse },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body)) throw badRequest('Request body is empty.');
        let event;
        try {
          event = deps.billing.provider.parseWebhook(
            request.body,
            typeof signature === 'string' ? signature : undefined,
          );
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw badRequest(`Webhook refused: ${error.message}`);
          throw error;
        }
        const outcome = await deps.billing.applyEvent(event);
        request.log.info({ event: event.id, outcome }, 'billing webhook');
        return { received: true as const };
      },
    );
  });
}
