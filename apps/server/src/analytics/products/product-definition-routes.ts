import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { assetRoutes } from '@app/core/api/routes/asset-routes';
import type { ProductCode } from '@app/core/domain/products';
import type { FastifyInstance } from 'fastify';
import { productDefinitionsFolder } from '../../platform/config/paths';
import { notFound } from '../../platform/http/http-error';
import type { Access } from '../../platform/access/access-layer';

/** Definition files per product: suffix 1 for banks, 2 for credit unions (spec 2 section 2.1). */
const DEFINITION_FILES: Record<string, ProductCode> = {
  'peer-comparison-1.json': 'peer-comparison',
  'peer-comparison-2.json': 'peer-comparison',
  'non-maturity-deposits-1.json': 'non-maturity-deposits',
};

/**
 * Not contractRoute, which registers an /api route of the checked table: each file has a route
 * of its own, with its product's rule, and any other name under /assets stays the web app's to
 * answer. The path is the contract entry's, which the web app requests, with the file named.
 */
export function productDefinitionRoutes(app: FastifyInstance, deps: { access: Access }) {
  for (const [file, product] of Object.entries(DEFINITION_FILES)) {
    // A product's definition is the product's own: signed in and holding its claim.
    app.get(
      assetRoutes.productDefinition.path.replace(':file', file),
      { preHandler: deps.access.product(product), schema: { hide: true } },
      async (_request, reply) => {
        const text = await readFile(path.join(productDefinitionsFolder, file), 'utf8').catch(() => {
          throw notFound(`Product definition ${file} is missing.`);
        });
        return reply
          .type('application/json')
          .header('cache-control', 'private, no-cache')
          .send(text);
      },
    );
  }
}
