import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentRoutes as contract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { serverAssetsFolder } from '../../platform/config/paths';
import { contractRoute } from '../../platform/http/contract-route';

/** Reads an organization's uploaded logo (the account feature's organization repository). */
export interface OrganizationLogos {
  logo(organizationId: string): Promise<{ contentType: string; data: Uint8Array } | undefined>;
}

/**
 * The logo on print pages (spec 2 section 2.13): the organization's uploaded logo
 * (account administration), else the product logo.
 */
export function imageRoutes(app: FastifyInstance, deps: { organizations: OrganizationLogos }) {
  const options = { access: roles.member, tag: 'content' } as const;

  contractRoute(
    app,
    contract.logoImage,
    {
      ...options,
      summary: 'The logo for print pages',
      fileAnswer: {
        mediaType: 'image/*',
        description: "The organization's uploaded logo, else the product logo (SVG).",
      },
    },
    async (_input, request, reply) => {
      const own = await deps.organizations.logo(requirePrincipal(request).organizationId);
      // An uploaded SVG opened on its own must not run anything: no script, no same origin.
      reply
        .header('cache-control', 'private, no-cache')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      if (own) return reply.type(own.contentType).send(Buffer.from(own.data));
      const svg = await readFile(path.join(serverAssetsFolder, 'product-logo.svg'));
      return reply.type('image/svg+xml').send(svg);
    },
  );

  // spec 1 section 2: the tours link a reference guide PDF from an image path of the API.
  contractRoute(
    app,
    contract.referenceGuide,
    {
      ...options,
      summary: 'The reference guide (PDF) linked from the tours',
      fileAnswer: { mediaType: 'application/pdf', description: 'The reference guide.' },
    },
    async (_input, _request, reply) => {
      const pdf = await readFile(path.join(serverAssetsFolder, 'reference-guide.pdf'));
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="peerscope-reference-guide.pdf"')
        .header('cache-control', 'private, max-age=3600')
        .send(pdf);
    },
  );
}
