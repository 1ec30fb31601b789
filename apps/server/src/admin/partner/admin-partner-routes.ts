import { PARTNER_IMAGE_MAX_BYTES, PARTNER_IMAGE_MESSAGES } from '@app/core/api/admin/partners';
import { errorResponse } from '@app/core/api/errors';
import { adminPartnerRoutes as contract } from '@app/core/api/routes/admin-partner-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { partnerImageRoutes } from '../../customers/partners/partner-image-routes';
import { partnersRepository } from '../../customers/partners/partners-repository';
import { partnerAdminRepository } from './partner-admin-repository';
import { partnerAdminService } from './partner-admin-service';
import { promoCodeRepository } from './promo-code-repository';
import { promoCodeService } from './promo-code-service';
import type { Database } from '../../platform/db/database';
import type { AuditLog } from '../../platform/audit/audit-log';

/**
 * The upload's JSON body limit follows from the file limit: base64 makes every 3 bytes 4
 * characters, plus room for the file name and the JSON around it.
 */
const IMAGE_BODY_LIMIT = Math.ceil(PARTNER_IMAGE_MAX_BYTES / 3) * 4 + 4 * 1024;

/** The console's partner screens: routes of packages/core/src/api/routes/admin-partner-routes.ts. */
export function adminPartnerConsole(app: FastifyInstance, deps: { db: Database; audit: AuditLog }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preHandler = roles.platformAdmin;
  const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
  const partners = partnerAdminService({
    repo: partnerAdminRepository(deps.db),
    audit: deps.audit,
  });
  const promoCodes = promoCodeService({ repo: promoCodeRepository(deps.db), audit: deps.audit });

  // The images the console uploads are served publicly; registered here so they come and go
  // with the screen that makes them.
  partnerImageRoutes(app, { partners: partnersRepository(deps.db) });

  api.get(
    contract.partners.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Partners (spec 1 section 3) and how many organizations each has',
        response: { 200: contract.partners.response, ...refusals },
      },
    },
    async () => partners.list(),
  );

  api.post(
    contract.createPartner.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a partner; /login/{code} and /signup/{code} then wear its branding',
        body: contract.createPartner.body,
        response: { 201: contract.createPartner.response, 409: errorResponse, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await partners.create(requirePrincipal(request), request.body)),
  );

  api.put(
    contract.updatePartner.path,
    {
      preHandler,
      schema: {
        tags,
        summary: "Change a partner's name, logo, contact details and advert",
        params: contract.updatePartner.params,
        body: contract.updatePartner.body,
        response: { 200: contract.updatePartner.response, 404: errorResponse, ...refusals },
      },
    },
    async (request) =>
      partners.update(requirePrincipal(request), request.params.code, request.body),
  );

  api.delete(
    contract.removePartner.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove a partner and its images; its organizations stay, without its branding',
        params: contract.removePartner.params,
        response: { 204: z.null(), 404: errorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      await partners.remove(requirePrincipal(request), request.params.code);
      return reply.status(204).send(null);
    },
  );

  api.post(
    contract.uploadPartnerImage.path,
    {
      preHandler,
      bodyLimit: IMAGE_BODY_LIMIT,
      // A body over the limit is stopped before validation; to the user it is a file too
      // large, so it gets the image's own limit rather than the general body limit.
      errorHandler(error, request, reply) {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') {
          app.errorHandler(error, request, reply);
          return;
        }
        // Sending is the answer; the reply it returns is only a thenable for async handlers.
        void reply.status(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: PARTNER_IMAGE_MESSAGES.tooLarge,
        });
      },
      schema: {
        tags,
        summary: `Upload the partner's logo or advert (PNG, JPEG or SVG up to ${PARTNER_IMAGE_MAX_BYTES / 1024} KB, base64); it replaces the one before`,
        params: contract.uploadPartnerImage.params,
        body: contract.uploadPartnerImage.body,
        response: { 201: contract.uploadPartnerImage.response, 404: errorResponse, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await partners.uploadImage(
            requirePrincipal(request),
            request.params.code,
            request.params.kind,
            request.body,
          ),
        ),
  );

  api.get(
    contract.promoCodes.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Promo codes with their uses so far',
        response: { 200: contract.promoCodes.response, ...refusals },
      },
    },
    async () => promoCodes.list(),
  );

  api.post(
    contract.createPromoCode.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create a promo code: product, tier, expiry and use limit',
        body: contract.createPromoCode.body,
        response: { 201: contract.createPromoCode.response, 409: errorResponse, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await promoCodes.create(requirePrincipal(request), request.body)),
  );

  api.post(
    contract.endPromoCode.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'End a promo code now; signups then refuse it as an expired code',
        params: contract.endPromoCode.params,
        response: {
          200: contract.endPromoCode.response,
          404: errorResponse,
          409: errorResponse,
          ...refusals,
        },
      },
    },
    async (request) => promoCodes.end(requirePrincipal(request), request.params.code),
  );
}
