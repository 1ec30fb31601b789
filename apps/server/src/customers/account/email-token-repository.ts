import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { EmailTokenPurpose } from '@app/core/api/account';
import type { Database } from '../../platform/db/database';
import { authSessions, emailTokens } from '../../platform/db/schema/auth-tables';
import { users } from '../../platform/db/schema/user-tables';
import { mailRecipient } from '../users/user-columns';

export function emailTokenRepository(db: Database) {
  return {
    async insert(row: {
      tokenHash: string;
      userId: string;
      purpose: EmailTokenPurpose;
      expiresAt: Date;
    }) {
      await db.insert(emailTokens).values(row);
    },

    /** A live token: not used, not expired. */
    async findLive(tokenHash: string) {
      const [row] = await db
        .select({
          id: emailTokens.id,
          userId: emailTokens.userId,
          purpose: emailTokens.purpose,
          ...mailRecipient,
        })
        .from(emailTokens)
        .innerJoin(users, eq(users.id, emailTokens.userId))
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        );
      return row;
    },

    /** Whether a token of this purpose went out to the user within the last minute. */
    async issuedRecently(userId: string, purpose: EmailTokenPurpose) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            gt(emailTokens.createdAt, sql`now() - interval '1 minute'`),
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    /**
     * Uses the token once: sets the password, marks the address verified (following the link
     * proves it), spends every open link of the user and ends all of the user's sessions.
     * Answers the user's id, or undefined when the token was used or expired meanwhile.
     */
    async consume(tokenHash: string, passwordHash: string) {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(emailTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailTokens.tokenHash, tokenHash),
              isNull(emailTokens.usedAt),
              gt(emailTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: emailTokens.userId });
        if (!token) return undefined;
        await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, token.userId));
        await tx
          .update(emailTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(emailTokens.userId, token.userId), isNull(emailTokens.usedAt)));
        await tx.delete(authSessions).where(eq(authSessions.userId, token.userId));
        return token.userId;
      });
    },
  };
}

export type EmailTokenRepository = ReturnType<typeof emailTokenRepository>;
