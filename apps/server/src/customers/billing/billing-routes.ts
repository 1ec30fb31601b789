import { accountRoutes as contract } from '@app/core/api/routes/account-routes';
import type { FastifyInstance } from 'fastify';
import { contractRoute, PUBLIC_ACCESS } from '../../platform/http/contract-route';
import { badRequest } from '../../platform/http/http-error';
import { WebhookSignatureError } from './billing-provider';
import type { BillingService } from './billing-service';

/** Webhook bodies are small JSON documents; Stripe's stay well under this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export function billingRoutes(app: FastifyInstance, deps: { billing: BillingService }) {
  const tag = 'billing';
  // Public: a visitor pays before the account exists (spec 1 section 4, card signup).

  contractRoute(
    app,
    contract.billingConfig,
    { access: PUBLIC_ACCESS, summary: 'Which card form to show', tag },
    async () => deps.billing.config(),
  );

  contractRoute(
    app,
    contract.createBilling,
    {
      access: PUBLIC_ACCESS,
      summary: 'Create the billing account of a paid plan; answers the clientSecret to confirm',
      tag,
      errors: [400, 503],
    },
    async ({ body }) => deps.billing.createSetup(body),
  );

  contractRoute(
    app,
    contract.confirmCard,
    {
      access: PUBLIC_ACCESS,
      summary: 'Built-in provider only: confirm the card payment of a billing account',
      tag,
      errors: [402, 404],
    },
    async ({ body }) => deps.billing.confirmCard(body),
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
    contractRoute(
      scope,
      contract.billingWebhook,
      {
        access: PUBLIC_ACCESS,
        summary: 'Billing provider webhook (Stripe); verified by its signature',
        tag,
        errors: [400],
        config: { csrfExempt: true },
      },
      async (_input, request) => {
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
