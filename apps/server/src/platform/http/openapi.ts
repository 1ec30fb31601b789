import fastifySwagger from '@fastify/swagger';
import { docsRoutes } from '@app/core/api/routes/docs-routes';
import { contractRoute, PUBLIC_ACCESS } from './contract-route';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod schemas that validate the requests. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Peerscope API', version: '1' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
          // A personal API token (docs/api-tokens.md): GET routes only.
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'psk_ followed by 43 URL-safe base64 characters',
            description: 'An API token from your profile page; it may only read (GET).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** GET /api/docs: the document, to anyone, through the same door as every route. */
export function openApiRoutes(app: FastifyInstance) {
  contractRoute(
    app,
    docsRoutes.openApi,
    {
      access: PUBLIC_ACCESS,
      summary: 'The OpenAPI document of this API',
      tag: 'docs',
      fileAnswer: { mediaType: 'application/json', description: 'The OpenAPI 3 document.' },
    },
    async (_input, _request, reply) =>
      reply.type('application/json').send(JSON.stringify(app.swagger())),
  );
}
