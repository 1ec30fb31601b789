import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'sid';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The database keeps only this digest, so a leaked table cannot be replayed as cookies. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
