import { PARTNER_MESSAGES } from '@app/core/api/admin/partners';
import { adminPartnerRoutes as contract } from '@app/core/api/routes/admin-partner-routes';
import type { FastifyInstance } from 'fastify';
import { contractRoute, PUBLIC_ACCESS } from '../../platform/http/contract-route';
import { notFound } from '../../platform/http/http-error';
import type { PartnersRepository } from './partners-repository';

/** A partner's uploaded logo or advert, which its branding (partner-routes.ts) points at. */
export function partnerImageRoutes(app: FastifyInstance, deps: { partners: PartnersRepository }) {
  contractRoute(
    app,
    contract.partnerImage,
    {
      // Public: /login/{code} shows the partner's logo before anyone signs in.
      access: PUBLIC_ACCESS,
      summary: "A partner's uploaded logo or advert",
      tag: 'partners',
      fileAnswer: {
        mediaType: 'image/*',
        description: 'The image as uploaded (PNG, JPEG or SVG).',
      },
    },
    async ({ params }, _request, reply) => {
      const image = await deps.partners.image(params.code, params.kind);
      if (!image) throw notFound(PARTNER_MESSAGES.noImage);
      // An uploaded SVG opened on its own must not run anything: no script, no same origin.
      // A new upload gets a new address (?v=), so the image itself may be cached.
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type(image.contentType)
        .send(Buffer.from(image.data));
    },
  );
}
