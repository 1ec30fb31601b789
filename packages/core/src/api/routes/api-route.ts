import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route of the API contract: the server registers exactly these (auth/guards.ts refuses to
 * start otherwise) and the web app builds its URLs and requests from them, so neither side
 * writes a path by hand.
 */
export interface ApiRoute {
  readonly method: HttpMethod;
  /** Fastify's path template: `/api/:iid/group/:groupId`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer; absent for a route that answers 204 or something that is not JSON. */
  readonly response?: z.ZodType;
  /** The success status when it is neither 200 (with a response) nor 204 (without). */
  readonly status?: 201;
}

/** Keeps the literal path and the schemas' own types, which the web app's helpers read. */
export function apiRoute<const R extends ApiRoute>(route: R): R {
  return route;
}
