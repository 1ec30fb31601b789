import { answerCacheRequests } from '../metrics/metrics';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Principal } from '../auth/principal';
import { queryRows, type Database } from '../db/database';
import { dataVersionsColumn, versionLine } from '../http/answer-versions';

/**
 * Analytics answers (every GET under /api/{iid}/, the peer searches' POSTs, the market rates
 * under /api/rate and the quarters under /api/date) depend only on the request, on who asks (organization, its
 * institution and type, the products held) and on versions kept in the database: the data versions (each import, the provider groups it
 * rebuilds, a rates import and the system settings raise theirs) and the organization's custom
 * peer groups' version. So such an answer is served with an ETag built from all of these, a
 * revalidation that matches answers 304, and the hottest answers are kept in a bounded
 * in-process cache under the same tag. The versions are read from the database on every request
 * (with the session, auth-repository.ts): an import or a group edit is seen at once on every
 * instance, and no instance holds state another must know about.
 *
 * The tag is worked out after the route's access rules (its preHandler) have run: a caller who
 * may not read the answer gets their 401/403/404 whatever If-None-Match says.
 *
 * An answer of COMPRESS_FROM_BYTES or more goes gzip-compressed to a caller that accepts it (every
 * browser does), compressed once when it is kept: the trend picker's 135 KB list is 15 KB on
 * the wire, and a broad peer search's 720 KB is 174 KB. The encoding is part of the tag, so
 * each representation has its own strong ETag, and `Vary: Accept-Encoding` tells caches so.
 */
export const ANSWER_CACHE_CONTROL = 'private, no-cache';

/** Smaller answers are sent as they are: a gzip header would be most of what it saves. */
export const COMPRESS_FROM_BYTES = 1024;

const gzipped = promisify(gzip);

/** Sized for the hottest answers of a few hundred signed-in users; a quarter's series is ~10 KB. */
export const ANSWER_CACHE_LIMITS = { maxEntries: 5_000, maxBytes: 64 * 1024 * 1024 };

/**
 * The routes whose answers are versioned: analytics of an institution, market rates, and the
 * quarters held (stored by an import, filtered by the date settings: both raise a version).
 */
export const hasVersionedAnswers = (method: string, url: string) =>
  (method === 'POST' && isPeerSearch(url)) ||
  (method === 'GET' &&
    // The own deposit data changes with an upload, which raises no version: never kept.
    !url.startsWith('/api/:iid/nmd/own-data') &&
    (url.startsWith('/api/:iid/') ||
      url === '/api/rate' ||
      url.startsWith('/api/rate/') ||
      url === '/api/date' ||
      url.startsWith('/api/date/')));

/**
 * The similar and targeted peer searches: POSTs only because their criteria are a body, they
 * read the quarter held and change nothing, so their answer is the body's under the versions.
 */
const isPeerSearch = (url: string) =>
  /^\/api\/:iid\/profile\/(ffiec|ncua)\/(similar|targeted)$/.test(url);

/** `?source=own:…` of the decay and Beta Suite routes. */
const OWN_SOURCE = /[?&]source=own/;

/** The organization's own deposit data upload as a key (own-data-repository.ts); null with none. */
export type OwnDataVersion = (organizationId: string) => Promise<string | null>;

interface KeptAnswer {
  /** The serialized answer, or its gzip bytes. */
  body: string | Buffer;
  contentType: string;
  gzip: boolean;
}

/** What the hook decided for one request. */
interface Tagged {
  tag: string;
  fromCache: boolean;
  /** The caller accepts gzip: a large answer goes compressed. */
  gzip: boolean;
}

/** Accept-Encoding names gzip (or `*`) with a quality above 0. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (!quality || Number(quality.slice(2)) > 0);
  });
}

export interface AnswerCacheStats {
  hits: number;
  misses: number;
  revalidated: number;
  entries: number;
  bytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: { stats(): AnswerCacheStats };
  }
}

/**
 * Everything an answer is derived from besides the request, as one line: as read with the
 * session (guards.ts), else read now.
 */
async function versionsOf(db: Database, request: FastifyRequest, organizationId: string) {
  if (request.answerVersions !== null) return request.answerVersions;
  const [row] = await queryRows<{ data: string | null; groups: number | null }>(
    db,
    sql`select ${dataVersionsColumn} as data,
               (select peer_groups_version from organizations where id = ${organizationId}) as groups`,
  );
  return versionLine(row?.data ?? null, row?.groups ?? null);
}

/** What of the caller shapes an answer: whose custom groups, which institution, which plan. */
const viewerKey = (p: Principal) =>
  [
    p.organizationId,
    p.organizationType,
    p.institutionIid ?? '-',
    p.isPlatformAdmin ? 'admin' : '',
    p.isClientAdmin ? 'client-admin' : '',
    p.products
      .map((held) => `${held.product}:${held.tier}`)
      .sort()
      .join(','),
  ].join('|');

/** A strong ETag: a digest of the versions, the caller and the request. */
const tagOf = (key: string) =>
  `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;

/** If-None-Match holds the tag (a list, weak or strong, or *). */
function matches(ifNoneMatch: string | undefined, tag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((part) => part.trim().replace(/^W\//, ''))
    .some((part) => part === tag || part === '*');
}

const toArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Puts the answer cache on the versioned routes registered after this call. Returns its
 * counters (the bench reports the hit rate; tests check the bound).
 */
export function registerAnswerCache(
  app: FastifyInstance,
  db: Database,
  limits: { maxEntries: number; maxBytes: number } = ANSWER_CACHE_LIMITS,
  ownDataVersion: OwnDataVersion = async () => null,
) {
  const kept = new LRUCache<string, KeptAnswer>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (answer) =>
      Math.max(
        1,
        typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.length,
      ),
  });
  const tagged = new WeakMap<FastifyRequest, Tagged>();
  const stats = { hits: 0, misses: 0, revalidated: 0 };

  /**
   * Answers being worked out, by tag. When many callers ask for one answer at once (a room
   * opened by a whole team after an import, or every user of a freshly started instance), the
   * first works it out and the others wait for it rather than each doing the same work.
   */
  const working = new Map<string, Promise<void>>();
  const release = new WeakMap<FastifyRequest, () => void>();

  const sendTagged = (reply: FastifyReply, tag: string) =>
    reply
      .header('etag', tag)
      .header('cache-control', ANSWER_CACHE_CONTROL)
      .header('vary', 'Accept-Encoding');

  const serveKept = (request: FastifyRequest, reply: FastifyReply, state: Tagged) => {
    const answer = kept.get(state.tag);
    if (!answer) return false;
    stats.hits += 1;
    answerCacheRequests.inc({ result: 'hit' });
    tagged.set(request, { ...state, fromCache: true });
    // The kept answer was serialized (and checked against the response schema) when it was
    // worked out: sent as it is.
    sendTagged(reply, state.tag).header('x-answer-cache', 'hit').type(answer.contentType);
    if (answer.gzip) reply.header('content-encoding', 'gzip');
    void reply.send(answer.body);
    return true;
  };

  // Appended to the route's own preHandler: runs only once its access rules let the caller in.
  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const principal = request.principal;
    if (!principal) return;
    // An analysis of the own deposit data (issue 29) changes with an upload, which raises no
    // data version: kept under the upload's own version too (a new upload, a new key).
    const own = OWN_SOURCE.test(request.url)
      ? ` | own ${await ownDataVersion(principal.organizationId)}`
      : '';
    // A search's criteria are its body (validated by now).
    const body = request.method === 'POST' ? ` | ${JSON.stringify(request.body)}` : '';
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const key = `${await versionsOf(db, request, principal.organizationId)} | ${viewerKey(principal)}${own} | ${request.url}${body}${gzip ? ' | gzip' : ''}`;
    const state: Tagged = { tag: tagOf(key), fromCache: false, gzip };
    const { tag } = state;
    // A conditional POST is no revalidation (RFC 9110 13.1.2): only a GET may answer 304.
    if (request.method === 'GET' && matches(request.headers['if-none-match'], tag)) {
      stats.revalidated += 1;
      answerCacheRequests.inc({ result: 'revalidated' });
      tagged.set(request, { ...state, fromCache: true });
      sendTagged(reply, tag).header('x-answer-cache', 'revalidated').code(304);
      return reply.send();
    }
    if (serveKept(request, reply, state)) return reply;
    const pending = working.get(tag);
    if (pending) {
      await pending;
      if (serveKept(request, reply, state)) return reply;
    }
    stats.misses += 1;
    answerCacheRequests.inc({ result: 'miss' });
    tagged.set(request, state);
    if (working.has(tag)) return;
    let done = () => {};
    const work = new Promise<void>((resolve) => (done = resolve));
    working.set(tag, work);
    release.set(request, () => {
      if (working.get(tag) === work) working.delete(tag);
      done();
    });
  };

  /** Lets the waiters go: once the answer is kept, or when the request failed or was dropped. */
  const letGo = async (request: FastifyRequest) => {
    release.get(request)?.();
    release.delete(request);
  };

  const onSend: onSendAsyncHookHandler = async (request, reply, payload) => {
    const state = tagged.get(request);
    if (!state || state.fromCache || reply.statusCode !== 200) return payload;
    sendTagged(reply, state.tag).header('x-answer-cache', 'miss');
    let sent: unknown = payload;
    if (typeof payload === 'string') {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      const compress = state.gzip && Buffer.byteLength(payload) >= COMPRESS_FROM_BYTES;
      // zlib's own threads compress, so other requests are served meanwhile.
      const body = compress ? await gzipped(payload) : payload;
      if (compress) reply.header('content-encoding', 'gzip');
      kept.set(state.tag, { body, contentType, gzip: compress });
      sent = body;
    }
    await letGo(request);
    return sent;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Only guarded routes: their rule (a preValidation when it reads the caller alone, else a
    // preHandler) runs before the tag, so the cache never answers a caller the rule refuses.
    if (route.config?.public || (!route.preHandler && !route.preValidation)) return;
    if (!methods.some((method) => hasVersionedAnswers(method, route.url))) return;
    route.preHandler = [...toArray(route.preHandler), preHandler];
    route.onSend = [...toArray(route.onSend), onSend];
    route.onResponse = [...toArray(route.onResponse), letGo];
    route.onRequestAbort = [...toArray(route.onRequestAbort), letGo];
  });

  return {
    stats: (): AnswerCacheStats => ({ ...stats, entries: kept.size, bytes: kept.calculatedSize }),
  };
}
