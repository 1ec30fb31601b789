import {
  adminSubscription,
  outboxMessage,
  outboxQuery,
  promoCode,
  promoCodeCreateRequest,
} from '@app/core/api/account-admin';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../auth/guards';
import { roles } from '../access/roles';
import type { AccountAdminService } from './account-admin-service';

/** The platform admin's view of accounts: promo codes, subscriptions, the e-mail outbox. */
export function accountAdminRoutes(
  app: FastifyInstance,
  deps: { accountAdmin: AccountAdminService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preHandler = roles.platformAdmin;
  const refusals = { 401: errorResponse, 403: errorResponse };
  const service = deps.accountAdmin;

  api.get(
    '/api/admin/promo-codes',
    {
      preHandler,
      schema: { tags, summary: 'Promo codes', response: { 200: z.array(promoCode), ...refusals } },
    },
    async () => service.promoCodes(),
  );

  api.post(
    '/api/admin/promo-codes',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create a promo code: product, tier, expiry and use limit',
        body: promoCodeCreateRequest,
        response: { 201: promoCode, 400: errorResponse, 409: errorResponse, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createPromoCode(requirePrincipal(request), request.body)),
  );

  api.get(
    '/api/admin/subscriptions',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Every subscription with its price and billing ids, plan changes included',
        response: { 200: z.array(adminSubscription), ...refusals },
      },
    },
    async () => service.subscriptions(),
  );

  api.get(
    '/api/admin/outbox',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'E-mail kept in the built-in outbox (when no SMTP server is configured), newest first',
        querystring: outboxQuery,
        response: { 200: z.array(outboxMessage), 400: errorResponse, ...refusals },
      },
    },
    async (request) => service.outbox({ to: request.query.to }),
  );
}
