import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app; any other GET that is not an API call gets index.html so the
 * client router can show the page (or its own not-found page).
 */
export async function registerWebApp(app: FastifyInstance, distFolder: string) {
  const indexFile = path.join(distFolder, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${distFolder}: run "npm run build" to serve the pages.`);
    return;
  }
  await app.register(fastifyStatic, { root: distFolder, wildcard: false, index: false });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // The decoded path, as the router saw it: "/%61pi/nothing" is an unknown API call, not a page.
    const wanted = `/${(request.params as { '*': string })['*']}`;
    const isAsset = wanted.startsWith('/assets/') && path.extname(wanted) !== '';
    if (wanted.startsWith('/api/') || isAsset) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
