import { PARTNER_NOT_FOUND_MESSAGE } from '@app/core/api/partners';
import { contentRoutes as contract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import { contractRoute, PUBLIC_ACCESS } from '../../platform/http/contract-route';
import { notFound } from '../../platform/http/http-error';
import type { PartnersRepository } from './partners-repository';

export function partnerRoutes(app: FastifyInstance, deps: { partners: PartnersRepository }) {
  contractRoute(
    app,
    contract.partner,
    {
      // Public: /login/{id} and /signup/{id} show the partner's branding before anyone signs in.
      access: PUBLIC_ACCESS,
      summary: "A partner's branding: logo, contact details and advert",
      tag: 'partners',
      errors: [400, 404],
    },
    async ({ params }, _request, reply) => {
      const row = await deps.partners.find(params.code);
      if (!row) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
      reply.header('cache-control', 'public, max-age=300');
      return row;
    },
  );
}
