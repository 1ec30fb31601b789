import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: a session cookie or the token of an e-mailed link. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The only form in which a secret token is stored (sessions, e-mailed links, billing client
 * secrets), so that a leaked table cannot be replayed.
 */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
