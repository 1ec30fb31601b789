import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBERSHIP_MESSAGES } from '@app/core/domain/membership';
import { TWO_FACTOR_MESSAGES } from '@app/core/api/two-factor';
import { forbidden, unauthorized } from '../http/http-error';
import type { SubjectRow } from '../db/subject-row';
import { API_TOKEN_MESSAGES } from '@app/core/api/api-tokens';
import { bearerTokenOf, isReadMethod } from '../http/bearer-token';
import type { ApiTokenService } from './api-token-service';
import type { AuthService, Caller } from './auth-service';
import type { Principal } from './principal';
import { registerRouteContract } from './route-contract';
import { SESSION_COOKIE } from './session-token';
import { rejectNulCharacters } from './text-input-guard';

/** One registered route: what the authorization matrix and the fuzz test walk. */
export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The answer versions read with the session (answer-cache.ts); null when signed out. */
    answerVersions: string | null;
    /** The caller's organization's own institution, read with the session (access-layer.ts). */
    ownInstitution: SubjectRow | null;
  }
  interface FastifyInstance {
    /** Every guarded route (API and product definitions), in registration order. */
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** Marks a route that anyone may call; every other guarded route must name a policy. */
    public?: boolean;
  }
}

/** Paths whose callers are identified: the API and the product definitions. */
const isGuarded = (url: string) => url.startsWith('/api/') || url.startsWith('/assets/products/');

/**
 * The path the router matched (its pattern), not the raw URL: routing decodes "/%61pi/..." to
 * "/api/...", so a check on the raw URL would let an encoded path past it. Unmatched: "".
 */
const routedPath = (request: FastifyRequest) => request.routeOptions.url ?? '';

/**
 * Reads the caller of every guarded request into request.principal: its API token when it
 * carries `Authorization: Bearer …` (read-only: 403 for any other method than GET), else its
 * session cookie.
 */
export function registerAuthentication(
  app: FastifyInstance,
  auth: AuthService,
  contract?: Parameters<typeof registerRouteContract>[1],
  apiTokens?: Pick<ApiTokenService, 'callerFor'>,
) {
  app.decorateRequest('principal', null);
  app.decorateRequest('answerVersions', null);
  app.decorateRequest('ownInstitution', null);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  // Before the schemas run: a signed-out caller of a route that is not public gets 401 whatever
  // the body holds (a 400 would tell them about the route's input before they may use it),
  // and no route's queries ever see text PostgreSQL cannot store.
  // A token can only ever read: any other method is refused as the request arrives, before its
  // body is parsed (a broken body would otherwise answer 400) and before the token is looked up.
  app.addHook('onRequest', async (request) => {
    if (!isGuarded(routedPath(request)) || isReadMethod(request.method)) return;
    if (bearerTokenOf(request) !== undefined) throw forbidden(API_TOKEN_MESSAGES.readOnly);
  });
  app.addHook('preValidation', async (request) => {
    if (!isGuarded(routedPath(request))) return;
    const bearer = bearerTokenOf(request);
    let caller: Caller | undefined;
    if (bearer === undefined) {
      caller = await auth.callerFor(request.cookies[SESSION_COOKIE]);
    } else {
      caller = await apiTokens?.callerFor(bearer);
      // A credential that was presented and is wrong is refused, even on a public route.
      if (!caller) throw unauthorized(API_TOKEN_MESSAGES.invalid);
    }
    request.principal = caller?.principal ?? null;
    request.answerVersions = caller?.answerVersions ?? null;
    request.ownInstitution = caller?.ownInstitution ?? null;
    if (!request.principal && !request.routeOptions.config?.public) throw unauthorized();
    await rejectNulCharacters(request);
  });
  // A route without a policy is a hole; refuse to start rather than serve it.
  app.addHook('onRoute', (route) => {
    if (!isGuarded(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.registeredRoutes.push({ method, url: route.url, public: route.config?.public === true });
    }
    if (route.config?.public) return;
    // The policy is a preHandler, or a preValidation where it reads only the caller.
    if (!route.preHandler && !route.preValidation) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no policy (preHandler)`);
    }
  });
  // After the policy check, so that a route without a policy is refused for that first.
  registerRouteContract(app, contract);
}

/**
 * The signed-in caller whatever their membership: only for the routes of the caller's own
 * account (who am I, profile, password, membership), which a pending joiner may use.
 */
export function requireAccountHolder(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/**
 * The signed-in caller as a member of their organization: 401 signed out, 403 while their
 * request to join it is pending or once it ended. Every other route goes through this, so a
 * new route is closed to a pending joiner unless it says otherwise.
 */
export function requirePrincipal(request: FastifyRequest): Principal {
  const principal = requireAccountHolder(request);
  if (principal.enrolRequired) throw forbidden(TWO_FACTOR_MESSAGES.enrolRequired);
  if (principal.membership !== 'active') {
    throw forbidden(
      principal.membership === 'pending' ? MEMBERSHIP_MESSAGES.pending : MEMBERSHIP_MESSAGES.ended,
    );
  }
  return principal;
}
