import { z } from 'zod';

/** Every API token starts so: secret scanners and people can tell one when they see it. */
export const API_TOKEN_PREFIX = 'psk_';
export const MAX_API_TOKEN_DAYS = 365;
/** A user keeps at most this many live tokens (one per script or workbook is plenty). */
export const MAX_API_TOKENS = 20;

export const API_TOKEN_MESSAGES = {
  /** Any method but GET, HEAD and OPTIONS with a bearer token. */
  readOnly: 'An API token can only read: use GET, or sign in to change anything.',
  /** A missing, unknown, revoked or expired token: one answer, so none is told from another. */
  invalid: 'This API token is not valid: it is unknown, revoked or expired.',
  tooMany: `You have ${MAX_API_TOKENS} API tokens already. Revoke one you no longer use first.`,
  notFound: 'No such API token.',
} as const;

export const apiTokenRequest = z.object({
  name: z
    .string('name is required')
    .trim()
    .min(1, 'name is required')
    .max(100, 'name must be at most 100 characters'),
  expiresInDays: z
    .number('expiresInDays must be a number of days')
    .int('expiresInDays must be a whole number of days')
    .min(1, 'expiresInDays must be at least 1')
    .max(MAX_API_TOKEN_DAYS, `expiresInDays must be at most ${MAX_API_TOKEN_DAYS}`),
});
export type ApiTokenRequest = z.infer<typeof apiTokenRequest>;

/** One token as listed: never the token itself, which only its creation answers. */
export const apiToken = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The creation's answer: the token, shown this once (only its SHA-256 is kept). */
export const apiTokenCreated = apiToken.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreated>;

export const apiTokenParams = z.object({ id: z.uuid('id must be an API token id') });
