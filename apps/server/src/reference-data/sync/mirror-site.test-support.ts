import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Test support: an agency's site as the sync sees it. A plain HTTP server over a folder (with
 * Range requests, like the agencies' servers), whose answers a test can override per file to
 * play a broken site. The folder's zips are made with testing/zip-folder.ts.
 */

/** How the test site answers one file instead of serving it. */
export type Misbehaviour =
  | { status: number }
  /** A redirect to an HTML page (a login or "page moved" page). */
  | { redirectToHtml: true }
  /** Announces the whole size, sends `bytes`, and hangs up. */
  | { breakAfter: number };

export interface MirrorServer {
  url: string;
  /** File name → how it is answered; cleared by deleting the key. */
  misbehave: Map<string, Misbehaviour>;
  /** The Range headers the server received, in order. */
  ranges: string[];
  close(): Promise<void>;
}

/** Serves the files of `folder` at http://127.0.0.1:<port>/<file name>. */
export async function serveFolder(folder: string): Promise<MirrorServer> {
  const misbehave = new Map<string, Misbehaviour>();
  const ranges: string[] = [];
  const server: Server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.slice(1));
    if (name === 'moved.html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Page moved</html>');
      return;
    }
    const odd = misbehave.get(name);
    if (odd && 'status' in odd) return void response.writeHead(odd.status).end('Server error');
    if (odd && 'redirectToHtml' in odd)
      return void response.writeHead(302, { location: '/moved.html' }).end();
    const file = path.join(folder, name);
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info?.isFile()) return void response.writeHead(404).end('Not found');
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    if (request.headers.range) ranges.push(request.headers.range);
    if (odd && 'breakAfter' in odd) {
      response.writeHead(200, { 'content-length': info.size });
      // Hang up only once the client has had time to take the bytes sent.
      response.write(readFileSync(file).subarray(0, odd.breakAfter));
      setTimeout(() => response.destroy(), 200);
      return;
    }
    const start = range ? Number(range[1]) : 0;
    response.writeHead(range ? 206 : 200, {
      'content-type': 'application/zip',
      'content-length': info.size - start,
      'accept-ranges': 'bytes',
      ...(range ? { 'content-range': `bytes ${start}-${info.size - 1}/${info.size}` } : {}),
    });
    createReadStream(file, { start }).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    misbehave,
    ranges,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
