import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../auth/guards';
import { serverAssetsFolder } from '../config/paths';

/**
 * The logo on print pages (spec 2 section 2.13): the organization's uploaded logo once logo
 * upload exists (account administration), else the product logo.
 */
export function imageRoutes(app: FastifyInstance) {
  app.get(
    '/api/image/logo',
    { preHandler: signedIn, schema: { tags: ['content'], summary: 'The logo for print pages' } },
    async (_request, reply) => {
      const svg = await readFile(path.join(serverAssetsFolder, 'product-logo.svg'));
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
    },
  );
}
