import { errorResponse } from '@app/core/api/errors';
import { PUBLIC } from '../../platform/http/public-route';
import { PARTNER_NOT_FOUND_MESSAGE } from '@app/core/api/partners';
import { contentRoutes as contentContract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/http-error';
import type { PartnersRepository } from './partners-repository';

export function partnerRoutes(app: FastifyInstance, deps: { partners: PartnersRepository }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    contentContract.partner.path,
    {
      // Public: /login/{id} and /signup/{id} show the partner's branding before anyone signs in.
      config: PUBLIC,
      schema: {
        tags: ['partners'],
        summary: "A partner's branding: logo, contact details and advert",
        params: contentContract.partner.params,
        response: { 200: contentContract.partner.response, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await deps.partners.find(request.params.code);
      if (!row) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
      reply.header('cache-control', 'public, max-age=300');
      return row;
    },
  );
}
