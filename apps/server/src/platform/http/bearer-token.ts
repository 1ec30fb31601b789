import type { FastifyRequest } from 'fastify';

/**
 * The token of an `Authorization: Bearer …` header (RFC 6750; the scheme without case), or
 * undefined when the request has none. The value is not checked here: an unknown or malformed
 * token is refused by the authentication hook (auth/guards.ts).
 */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^bearer +(.*)$/i.exec(header.trim());
  return match ? (match[1] ?? '') : undefined;
}

/** The only methods a bearer token may use: reading. */
export const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';
