import {
  PROMO_CODE_EXISTS_MESSAGE,
  adminSubscription,
  outboxMessage,
  outboxQuery,
  promoCode,
  promoCodeCreateRequest,
  type PromoCode,
} from '@app/core/api/account-admin';
import { errorResponse } from '@app/core/api/errors';
import type { ProductCode, TierCode } from '@app/core/domain/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../account/account-repository';
import { requirePrincipal } from '../auth/guards';
import { HttpError } from '../http/http-error';
import type { OutboxRepository } from '../mail/outbox-repository';
import type { AccountAdminRepository } from './account-admin-repository';
import { roles } from '../access/roles';

type PromoRow = Awaited<ReturnType<AccountAdminRepository['promoCodes']>>[number];

function presentPromo(row: PromoRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    product: row.product as ProductCode,
    tier: row.tier as TierCode,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A date-only expiry means the end of that day (UTC). */
function expiryOf(value: string | null): Date | null {
  if (value === null) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

/** The platform admin's view of accounts: promo codes, subscriptions, the e-mail outbox. */
export function accountAdminRoutes(
  app: FastifyInstance,
  deps: { admin: AccountAdminRepository; outbox: OutboxRepository },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preHandler = roles.platformAdmin;
  const refusals = { 401: errorResponse, 403: errorResponse };

  api.get(
    '/api/admin/promo-codes',
    {
      preHandler,
      schema: { tags, summary: 'Promo codes', response: { 200: z.array(promoCode), ...refusals } },
    },
    async () => (await deps.admin.promoCodes()).map(presentPromo),
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
    async (request, reply) => {
      const body = request.body;
      try {
        const created = await deps.admin.createPromoCode({
          code: body.code.toUpperCase(),
          description: body.description,
          product: body.product,
          tier: body.tier,
          expiresAt: expiryOf(body.expiresAt),
          maxUses: body.maxUses,
          createdByUserId: requirePrincipal(request).userId,
        });
        if (!created) throw new Error('promo code insert returned nothing');
        return reply.status(201).send(presentPromo(created));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, PROMO_CODE_EXISTS_MESSAGE);
        throw error;
      }
    },
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
    async () =>
      (await deps.admin.subscriptions()).map((row) => ({
        ...row,
        product: row.product as ProductCode,
        tier: row.tier as TierCode,
        startedAt: row.startedAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
      })),
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
    async (request) =>
      (await deps.outbox.list({ to: request.query.to })).map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        kind: row.kind,
        createdAt: row.createdAt.toISOString(),
      })),
  );
}
