import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';

/**
 * Test support: an agency's site as the sync sees it. A folder's files zipped under the
 * agency's name, and a plain HTTP server over a folder (with Range requests, like the agencies'
 * servers), whose answers a test can override per file to play a broken site.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Zips every file of `folder` (deflated, no sub-folders) into `zipFile`. Node 20 has no zip
 * writer and the repository depends on none (yauzl only reads); the format's few headers are
 * written here, and yauzl reading the result back is the check.
 */
export function zipFolder(folder: string, zipFile: string): void {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const names = readdirSync(folder).filter((f) => statSync(path.join(folder, f)).isFile());
  for (const name of names.sort()) {
    const data = readFileSync(path.join(folder, name));
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  writeFileSync(zipFile, Buffer.concat([...locals, directory, end]));
}

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
