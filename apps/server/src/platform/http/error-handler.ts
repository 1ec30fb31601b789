import { isPlainMessage } from '@app/core/api/input';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { describeDatabaseFault } from '../db/database-faults';
import { TooManyRequests } from './http-error';
import { BODY_LIMIT_BYTES } from './limits';

/** Fastify's own client-error codes, answered as 400 with a sentence a developer can act on. */
const clientErrorMessages = new Map(
  Object.entries({
    FST_ERR_CTP_BODY_TOO_LARGE: `Request body is too large (the limit is ${BODY_LIMIT_BYTES / 1024} KB).`,
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send application/json.',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty: send a JSON object.',
    FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
  }),
);

export const CSRF_MESSAGE =
  'Missing or invalid anti-forgery token: get one from GET /api/auth/csrf and send it in the x-csrf-token header.';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached at the moment. Please try again in a few seconds.';
/** Seconds a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors when the database server is down, restarting or unreachable. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** pg's own words for a connection that is gone (these errors carry no code). */
const CONNECTION_ERROR_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
];

/**
 * Whether an error means "no database right now" rather than a fault of ours: a socket error,
 * SQLSTATE class 08 (connection exception) or 57P01–57P03 (shut down, crash, cannot connect now)
 * from PostgreSQL, a pool that gave up, or a closed embedded database. Drizzle wraps the driver's
 * error in `cause`, and a refused dual-stack connect is an AggregateError, so both are followed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08')) return true;
    if (code === '57P01' || code === '57P02' || code === '57P03') return true;
  }
  if (CONNECTION_ERROR_MESSAGES.some((text) => error.message.includes(text))) return true;
  const inner = error instanceof AggregateError ? error.errors : [];
  return [error.cause, ...inner].some((e) => isDatabaseUnavailable(e, depth + 1));
}

function send(reply: FastifyReply, statusCode: number, message: string) {
  return reply
    .status(statusCode)
    .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((v) => {
        if (isPlainMessage(v.params)) return v.message;
        const where = [error.validationContext, ...v.instancePath.split('/').filter(Boolean)];
        return `${where.join('.')}: ${v.message}`;
      });
      return send(reply, 400, [...new Set(problems)].join('; '));
    }
    if (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN') {
      return send(reply, 403, CSRF_MESSAGE);
    }
    const known = error.code ? clientErrorMessages.get(error.code) : undefined;
    if (known) return send(reply, 400, known);
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return send(reply, 400, 'Request body is not valid JSON.');
    }
    if (error instanceof TooManyRequests) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) return send(reply, statusCode, error.message);
    // The database gone, refusing us or out of disk: the caller tries again later, and the
    // log says in one line what the operator should do (the stack only at LOG_LEVEL=debug).
    const fault = describeDatabaseFault(error);
    if (fault.known || isDatabaseUnavailable(error)) {
      const details = ['debug', 'trace'].includes(request.log.level) ? { err: error } : {};
      request.log.warn(details, fault.known ? fault.sentence : 'The database is unavailable.');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, DATABASE_UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found.`),
  );
}
