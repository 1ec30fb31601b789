import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  MAX_API_TOKENS,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenRequest,
} from '@app/core/api/api-tokens';
import { rateLimitedMessage } from '@app/core/api/errors';
import { badRequest, notFound, TooManyRequests } from '../http/http-error';
import type { ThrottleCounters } from '../throttle/throttle-counters';
import type { ApiTokenRepository } from './api-token-repository';
import { callerOf, type Caller } from './auth-service';
import { tokenDigest } from './secret-token';

/**
 * Requests per token per window: a script pulling a workbook's figures makes a few dozen; a
 * loop gone wrong meets this long before it costs other users anything.
 */
export const API_TOKEN_RATE_LIMIT = { max: 300, windowSeconds: 60 };

/** The throttle counter of one token (throttle-counters.ts; shared by every instance). */
export const apiTokenRateKey = (tokenId: string) => `rate:api-token:${tokenId}`;

/** `psk_` and 32 random bytes, URL-safe base64 (43 characters). */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

const TOKEN_SHAPE = /^psk_[A-Za-z0-9_-]{43}$/;

type Listed = Awaited<ReturnType<ApiTokenRepository['listOf']>>[number];
const present = (row: Listed): ApiToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
});

/** Personal API tokens: issued and revoked by their user, read as a caller by guards.ts. */
export function apiTokenService(repo: ApiTokenRepository, counters: ThrottleCounters) {
  return {
    /**
     * The caller a bearer token stands for, or undefined when it is malformed, unknown, revoked
     * or expired. Throws 429 once the token has used its requests of the window.
     */
    async callerFor(token: string): Promise<Caller | undefined> {
      if (!TOKEN_SHAPE.test(token)) return undefined;
      const row = await repo.findLive(tokenDigest(token));
      if (!row) return undefined;
      const { max, windowSeconds } = API_TOKEN_RATE_LIMIT;
      const { count, ttlMs } = await counters.hit(apiTokenRateKey(row.tokenId), windowSeconds);
      if (count > max) {
        const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
        throw new TooManyRequests(rateLimitedMessage(seconds), seconds);
      }
      // A minute's precision is plenty for "last used", and saves a write per request.
      if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
        await repo.touch(row.tokenId);
      }
      return callerOf(row, `api-token:${row.tokenId}`);
    },

    async list(userId: string): Promise<ApiToken[]> {
      return (await repo.listOf(userId)).map(present);
    },

    /** The token is in this answer only: what is stored is its SHA-256. */
    async create(userId: string, request: ApiTokenRequest): Promise<ApiTokenCreated> {
      if ((await repo.countLive(userId)) >= MAX_API_TOKENS) {
        throw badRequest(API_TOKEN_MESSAGES.tooMany);
      }
      const token = newApiToken();
      const row = await repo.create({
        userId,
        name: request.name,
        tokenHash: tokenDigest(token),
        days: request.expiresInDays,
      });
      return { ...present(row), token };
    },

    async revoke(userId: string, tokenId: string) {
      if (!(await repo.delete(userId, tokenId))) throw notFound(API_TOKEN_MESSAGES.notFound);
    },
  };
}

export type ApiTokenService = ReturnType<typeof apiTokenService>;
