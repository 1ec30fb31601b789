import { rateLimitedMessage } from '@app/core/api/errors';
import fastifyRateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { TooManyRequests } from '../http/http-error';
import type { ThrottleCounters } from './throttle-counters';

/** One budget shared by the routes named in it, per caller, per window. */
export interface RouteRateLimit {
  bucket: string;
  /** "METHOD /path" exactly as the route is registered. */
  routes: string[];
  max: number;
  windowSeconds: number;
}

/**
 * The rate limits of the routes anyone may call (docs/security.md lists the same). Counted per
 * caller: the signed-in user when there is one, else the client address (an IPv6 address by
 * its /64). Each is several times what a person filling in the form or typing a search makes,
 * so only scripts meet them. Sign-in has its own throttle (sign-in-throttle.ts).
 */
export const PUBLIC_RATE_LIMITS: RouteRateLimit[] = [
  {
    bucket: 'account-check',
    routes: [
      'GET /api/account/check/email',
      'GET /api/account/check/institution',
      'GET /api/account/check/promo',
    ],
    max: 30,
    windowSeconds: 60,
  },
  {
    bucket: 'signup',
    routes: [
      'POST /api/account',
      'POST /api/account/existing',
      'POST /api/account/billing',
      'POST /api/account/billing/confirm',
    ],
    max: 20,
    windowSeconds: 15 * 60,
  },
  {
    bucket: 'password-reset',
    routes: ['POST /api/account/password/reset'],
    max: 10,
    windowSeconds: 15 * 60,
  },
  {
    bucket: 'email-link',
    routes: ['GET /api/account/token', 'POST /api/account/password/set'],
    max: 30,
    windowSeconds: 15 * 60,
  },
  {
    bucket: 'institution-search',
    routes: ['GET /api/institution/search'],
    max: 120,
    windowSeconds: 60,
  },
  {
    bucket: 'sso',
    routes: ['POST /api/auth/sso/start', 'GET /api/auth/sso/callback'],
    max: 30,
    windowSeconds: 15 * 60,
  },
  {
    // A passkey's signature cannot be guessed; the limit keeps a script from filling the
    // challenge table or making the server check signatures without end.
    bucket: 'passkey-sign-in',
    routes: ['POST /api/auth/passkey/options', 'POST /api/auth/passkey/login'],
    max: 40,
    windowSeconds: 15 * 60,
  },
  {
    bucket: 'feedback',
    routes: ['POST /api/feedback'],
    max: 10,
    windowSeconds: 15 * 60,
  },
];

/** Who a request counts against: its user once signed in, else its address. */
function caller(request: FastifyRequest): string {
  return request.principal
    ? `user:${request.principal.userId}`
    : `address:${normalizeIP(request.ip)}`;
}

/** @fastify/rate-limit's store interface on the shared PostgreSQL counters. */
function postgresStore(counters: ThrottleCounters): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters
        .hit(key, Math.ceil(timeWindow / 1000))
        .then(({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }))
        .catch((error: Error) => callback(error));
    }

    child() {
      return this;
    }
  };
}

/**
 * Puts the limits of PUBLIC_RATE_LIMITS on their routes: @fastify/rate-limit, run as the
 * routes' last preHandler (after the caller is known and after the route's own policy), with
 * its counts in PostgreSQL so that every instance shares them. A listed route that is never
 * registered stops the start, so a renamed route cannot silently lose its limit.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  counters: ThrottleCounters,
  limits: RouteRateLimit[] = PUBLIC_RATE_LIMITS,
) {
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresStore(counters),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new TooManyRequests(rateLimitedMessage(seconds), seconds);
    },
  });

  const byRoute = new Map<string, RouteRateLimit>();
  for (const limit of limits) for (const route of limit.routes) byRoute.set(route, limit);
  const applied = new Set<string>();

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // A GET's HEAD twin runs the same handler, so it counts against the same budget.
      const name = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      const limit = byRoute.get(name);
      if (!limit) continue;
      applied.add(name);
      const handler = app.rateLimit({
        hook: 'preHandler',
        max: limit.max,
        timeWindow: limit.windowSeconds * 1000,
        keyGenerator: (request) => `rate:${limit.bucket}:${caller(request)}`,
      });
      const existing = route.preHandler;
      route.preHandler = [
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
        handler,
      ] as RouteOptions['preHandler'];
      return;
    }
  });

  app.addHook('onReady', async () => {
    const missing = [...byRoute.keys()].filter((name) => !applied.has(name));
    if (missing.length > 0) {
      throw new Error(`Rate limits name routes that are not registered: ${missing.join(', ')}`);
    }
  });
}
