import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { BODY_LIMIT_BYTES } from './limits';

/** Fastify's own client-error codes, answered as 400 with a sentence a developer can act on. */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is too large (the limit is ${BODY_LIMIT_BYTES / 1024} KB).`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
};

export const CSRF_MESSAGE =
  'Missing or invalid anti-forgery token: get one from GET /api/auth/csrf and send it in the x-csrf-token header.';

function send(reply: FastifyReply, statusCode: number, message: string) {
  return reply
    .status(statusCode)
    .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((v) => {
        const where = [error.validationContext, ...v.instancePath.split('/').filter(Boolean)];
        return `${where.join('.')}: ${v.message}`;
      });
      return send(reply, 400, problems.join('; '));
    }
    if (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN') {
      return send(reply, 403, CSRF_MESSAGE);
    }
    const known = error.code ? clientErrorMessages[error.code] : undefined;
    if (known) return send(reply, 400, known);
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return send(reply, 400, 'Request body is not valid JSON.');
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) return send(reply, statusCode, error.message);
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found.`),
  );
}
