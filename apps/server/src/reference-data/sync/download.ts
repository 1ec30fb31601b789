import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { openFileSource } from '../data/importers/file-source';

/** What the source said of one file. */
export type FetchOutcome =
  | { status: 'not-found' }
  /** The server answered 304 to "changed since?": the file held is current. */
  | { status: 'unchanged' }
  /** `unreachable`: no answer at all (network down, no such host): the next file fares no better. */
  | { status: 'failed'; message: string; unreachable?: boolean }
  | {
      status: 'fetched';
      /** A complete, checked file: in the cache, or in the mirror folder itself. */
      file: string;
      hash: string;
      bytes: number;
      etag: string | null;
      lastModified: string | null;
    };

/** The HTTP validators of the file imported before, to ask "changed since?". */
export interface KnownFile {
  etag: string | null;
  lastModified: string | null;
}

/**
 * Fetches one file into `cacheFile`: a mirror folder's file is used in place; an HTTP file is
 * downloaded to `<cacheFile>.part`, resumed with a Range request when a part is left from an
 * earlier run, checked against the size the server announced, and only then renamed. A zip is
 * opened (its central directory read) before it is handed on, so a partial or broken download
 * never reaches an importer.
 */
export async function fetchFile(
  location: string,
  cacheFile: string,
  known?: KnownFile,
): Promise<FetchOutcome> {
  if (!/^https?:\/\//i.test(location)) {
    const info = await stat(location).catch(() => null);
    if (!info?.isFile()) return { status: 'not-found' };
    return checked(location, { etag: null, lastModified: null });
  }
  await mkdir(path.dirname(cacheFile), { recursive: true });
  const part = `${cacheFile}.part`;
  const partBytes = (await stat(part).catch(() => null))?.size ?? 0;
  const headers: Record<string, string> = {};
  if (partBytes > 0) headers.Range = `bytes=${partBytes}-`;
  else if (known?.etag) headers['If-None-Match'] = known.etag;
  else if (known?.lastModified) headers['If-Modified-Since'] = known.lastModified;

  let response: Response;
  try {
    response = await fetch(location, { headers, redirect: 'follow' });
  } catch (error) {
    return {
      status: 'failed',
      message: `could not reach ${location} (${reason(error)})`,
      unreachable: true,
    };
  }
  if (response.status === 404) return { status: 'not-found' };
  if (response.status === 304) return { status: 'unchanged' };
  if (response.status === 416 && partBytes > 0) {
    // The part left over is longer than the file now published: start again.
    await rm(part, { force: true });
    return fetchFile(location, cacheFile, known);
  }
  if (response.status !== 200 && response.status !== 206)
    return { status: 'failed', message: `HTTP ${response.status} from ${location}` };
  if (/text\/html/i.test(response.headers.get('content-type') ?? ''))
    return {
      status: 'failed',
      message:
        `${location} answered with an HTML page instead of the file` +
        (response.redirected ? ` (redirected to ${response.url})` : ''),
    };

  const resuming = response.status === 206;
  const expected = resuming
    ? Number(/\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? NaN)
    : Number(response.headers.get('content-length') ?? NaN);
  try {
    if (response.body)
      await pipeline(
        Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        createWriteStream(part, { flags: resuming ? 'a' : 'w' }),
      );
  } catch (error) {
    return {
      status: 'failed',
      message: `download of ${location} broke off (${reason(error)}); the part is kept to resume`,
    };
  }
  const bytes = (await stat(part)).size;
  if (Number.isFinite(expected) && bytes !== expected)
    return {
      status: 'failed',
      message: `truncated download of ${location}: ${bytes} of ${expected} bytes; the part is kept to resume`,
    };
  await rename(part, cacheFile);
  const outcome = await checked(cacheFile, {
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  });
  // A broken file as published is fetched afresh next time, not resumed.
  if (outcome.status === 'failed') await rm(cacheFile, { force: true });
  return outcome;
}

async function checked(file: string, validators: KnownFile): Promise<FetchOutcome> {
  if (/\.zip$/i.test(file)) {
    try {
      const zip = await openFileSource(file);
      await zip.close();
    } catch (error) {
      return {
        status: 'failed',
        // The reader's message starts with the file's name, already said here.
        message: `${path.basename(file)} is not a complete zip file (${reason(error).replace(`${path.basename(file)}: `, '')})`,
      };
    }
  }
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return {
    status: 'fetched',
    file,
    hash: hash.digest('hex'),
    bytes: (await stat(file)).size,
    ...validators,
  };
}

/** The message, with its cause's (fetch says only "fetch failed"; the cause says ENOTFOUND). */
const reason = (error: unknown): string =>
  error instanceof Error
    ? error.cause instanceof Error
      ? `${error.message}: ${error.cause.message}`
      : error.message
    : String(error);
