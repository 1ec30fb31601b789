import {
  INVALID_TOKEN_MESSAGE,
  type EmailTokenPurpose,
  type TokenInfo,
} from '@app/core/api/account';
import { hashPassword } from '../../platform/auth/password';
import { newSecretToken, tokenDigest } from '../../platform/auth/secret-token';
import { HttpError } from '../../platform/http/http-error';
import type { EmailTokenRepository } from './email-token-repository';

/** How long each kind of link stays valid. A reset link is short-lived on purpose. */
export const TOKEN_LIFETIME_HOURS: Record<EmailTokenPurpose, number> = {
  verify: 7 * 24,
  invite: 7 * 24,
  reset: 1,
};

/** The web page each link opens. */
const LINK_PATHS: Record<EmailTokenPurpose, string> = {
  verify: '/account/verify',
  invite: '/account/invite',
  reset: '/account/reset',
};

export const invalidToken = () => new HttpError(404, INVALID_TOKEN_MESSAGE);

export function emailTokenService(repo: EmailTokenRepository, publicUrl: string) {
  return {
    /** A new random token (stored only as its SHA-256) and the link that carries it. */
    async issue(userId: string, purpose: EmailTokenPurpose) {
      const token = newSecretToken();
      await repo.insert({
        tokenHash: tokenDigest(token),
        userId,
        purpose,
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_HOURS[purpose] * 3_600_000),
      });
      return { token, link: `${publicUrl}${LINK_PATHS[purpose]}?token=${token}` };
    },

    issuedRecently: repo.issuedRecently,

    async describe(token: string): Promise<TokenInfo> {
      const row = await repo.findLive(tokenDigest(token));
      if (!row) throw invalidToken();
      return {
        purpose: row.purpose as EmailTokenPurpose,
        email: row.email,
        firstName: row.firstName,
      };
    },

    async setPassword(token: string, password: string) {
      const userId = await repo.consume(tokenDigest(token), await hashPassword(password));
      if (!userId) throw invalidToken();
      return userId;
    },
  };
}

export type EmailTokenService = ReturnType<typeof emailTokenService>;
