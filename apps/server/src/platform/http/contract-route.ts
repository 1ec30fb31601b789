import type { ApiRoute } from '@app/core/api/routes/api-route';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@app/core/api/errors';

/** What a schema parses to, or undefined where the route has no such part. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A route's request after its schemas have parsed it: what handlers and access rules read. */
export interface RouteInput<R extends ApiRoute> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
}

/**
 * Who may call a route: a rule of the access layer. `N` is the part of the request it reads
 * (`{ params: { iid: number } }`), so a route whose parsed input lacks it, a parameter renamed
 * in the contract say, does not compile. Contravariant: a rule that reads less fits more routes.
 */
export interface Guard<in N> extends preHandlerAsyncHookHandler {
  /** Never set: carries the input type the rule reads. */
  readonly reads?: (input: N) => void;
}

/** The rule of a route anyone may call (a visitor signs up, reads a partner's branding). */
export const PUBLIC_ACCESS = Symbol('public');
export type RouteAccess<N> = Guard<N> | typeof PUBLIC_ACCESS;

/** A refusal a route documents in its OpenAPI answer. */
type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

export interface RouteOptions<R extends ApiRoute> {
  access: RouteAccess<RouteInput<R>>;
  /** The OpenAPI summary and tag. */
  summary: string;
  tag: string;
  errors?: readonly ErrorStatus[];
  /** Route config beyond the access rule: rate limits, a CSRF exemption for a webhook. */
  config?: Record<string, unknown>;
  bodyLimit?: number;
  /**
   * The 400 message of a body over bodyLimit, where the user reads that limit as the size of
   * the file they upload rather than as the general limit of a request.
   */
  bodyTooLarge?: string;
  /** The OpenAPI answer of a route that does not answer JSON (a workbook, an image). */
  fileAnswer?: { mediaType: string; description: string };
}

/** A JSON answer as its schema takes it, or the reply itself where the handler sent it. */
export type RouteAnswer<R extends ApiRoute> = R['response'] extends z.ZodType
  ? z.input<R['response']> | FastifyReply
  : void | FastifyReply;

export type RouteHandler<R extends ApiRoute> = (
  input: RouteInput<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RouteAnswer<R>>;

/**
 * Where a route's rule runs. One that decides on the caller alone (roles.ts) runs before the
 * schemas, so that a caller it refuses gets 403 whatever the body holds and learns nothing of
 * the route's input rules; one that reads the parsed input (an institution's id) after them.
 */
function policyHooks<N>(access: RouteAccess<N>) {
  if (access === PUBLIC_ACCESS) return {};
  if ((access as { beforeValidation?: boolean }).beforeValidation) {
    return { preValidation: access as preValidationAsyncHookHandler };
  }
  return { preHandler: access };
}

/** Answers a body over the route's limit as a file too large; other errors as everywhere. */
const tooLargeAnswer =
  (app: FastifyInstance, message: string) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Fastify refuses a body over the limit before validation, with this error code.
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') {
      app.errorHandler(error, request, reply);
      return;
    }
    // Sending is the answer; the reply it returns is only a thenable for async handlers.
    void reply.status(400).send({ statusCode: 400, error: 'Bad Request', message });
  };

/** The answer's status: 201 where the contract says so, else 200 with a body and 204 without. */
export const successStatus = (route: ApiRoute) => route.status ?? (route.response ? 200 : 204);

/**
 * How a route's caller proves who they are, for the OpenAPI document (openapi.ts names the
 * schemes): a GET takes the session cookie or an API token; anything else the session cookie
 * with the anti-forgery header; a public route nothing (a signed-in caller is still known).
 */
function securityOf(method: ApiRoute['method'], isPublic: boolean): Record<string, string[]>[] {
  if (isPublic) return [];
  return method === 'GET' ? [{ session: [] }, { bearer: [] }] : [{ session: [], csrf: [] }];
}

/**
 * Registers one route of the API contract: its method, path and every schema come from the
 * entry, so a route file writes only what is the server's own (the rule, the summary, the
 * refusals it may give and the handler). The route contract check (auth/route-contract.ts)
 * compares what is registered with the table, schemas included.
 */
export function contractRoute<const R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  options: RouteOptions<R>,
  handler: RouteHandler<R>,
) {
  // A file is a 200 with a body even though the contract names no JSON answer for it.
  const status = options.fileAnswer ? 200 : successStatus(route);
  const refusals = Object.fromEntries((options.errors ?? []).map((code) => [code, errorResponse]));
  const success = options.fileAnswer
    ? {
        description: options.fileAnswer.description,
        content: {
          [options.fileAnswer.mediaType]: { schema: z.string().meta({ format: 'binary' }) },
        },
      }
    : (route.response ?? z.null());
  const isPublic = options.access === PUBLIC_ACCESS;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    bodyLimit: options.bodyLimit,
    ...(options.bodyTooLarge ? { errorHandler: tooLargeAnswer(app, options.bodyTooLarge) } : {}),
    config: { ...options.config, ...(isPublic ? { public: true } : {}) },
    ...policyHooks(options.access),
    schema: {
      tags: [options.tag],
      summary: options.summary,
      security: securityOf(route.method, isPublic),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { [status]: success, ...refusals },
    },
    handler: async (request, reply) => {
      // The schemas above have parsed each part into the types RouteInput names.
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as RouteInput<R>;
      const answer = await handler(input, request, reply);
      if (reply.sent) return reply;
      return reply.status(status).send(status === 204 ? null : answer);
    },
  });
}
