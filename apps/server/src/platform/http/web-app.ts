import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.(js|css|woff2?|svg|png)(\.br|\.gz)?$/;
const isHashedAsset = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) && HASHED_NAME.test(filePath);

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
  await app.register(fastifyStatic, {
    root: distFolder,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (vite.config.ts): sent to a browser that accepts them.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // A built asset's name carries a hash of its content, so it never changes under that name.
      if (isHashedAsset(filePath)) {
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // The decoded path, as the router saw it: "/%61pi/nothing" is an unknown API call, not a page.
    const wanted = `/${(request.params as { '*': string })['*']}`;
    const isAsset = wanted.startsWith('/assets/') && path.extname(wanted) !== '';
    // Metrics live on METRICS_PORT only: a scraper pointed at this port gets 404, not a page.
    const isMetrics = wanted === '/metrics';
    if (wanted.startsWith('/api/') || isAsset || isMetrics) return reply.callNotFound();
    // The page names this build's scripts: the browser asks again each time (a 304 when same).
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
}
