import { Stream } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/http-error';

const NUL = '\u0000';
/** Bodies are at most 100 KB; deeper nesting than this is no request of ours. */
const MAX_DEPTH = 32;

/**
 * Where the first NUL character sits in a parsed request part ("body.firstName"), or null.
 * Keys count too. Only parsed text is walked: a Buffer (a raw webhook body) is bytes, and a
 * stream (an upload) is a live socket's object graph that a walk would never finish.
 */
export function findNulCharacter(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? where : null;
  if (
    value === null ||
    typeof value !== 'object' ||
    Buffer.isBuffer(value) ||
    value instanceof Stream
  )
    return null;
  if (depth >= MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const path = `${where}.${key}`;
    if (key.includes(NUL)) return path;
    const found = findNulCharacter(item, path, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: a query carrying one fails inside the driver,
 * which would surface as a 500 from whichever route passed the text on. It is refused up front
 * instead, for every route at once, naming the field like a schema validation failure would.
 */
export async function rejectNulCharacters(request: FastifyRequest) {
  const parts = { querystring: request.query, params: request.params, body: request.body };
  for (const [name, part] of Object.entries(parts)) {
    const where = findNulCharacter(part, name);
    if (where) throw badRequest(`${where}: must not contain a NUL character (\\u0000)`);
  }
}
