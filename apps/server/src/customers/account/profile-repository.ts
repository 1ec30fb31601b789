import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { authSessions, emailTokens } from '../../platform/db/schema/auth-tables';
import { users } from '../../platform/db/schema/user-tables';
import { mailRecipient, personalDetails } from '../users/user-columns';

export function profileRepository(db: Database) {
  return {
    async find(userId: string) {
      const [row] = await db
        .select({ ...personalDetails, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async findByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, ...mailRecipient })
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()));
      return row;
    },

    async update(
      userId: string,
      values: { firstName: string; lastName: string; phone: string; title: string },
    ) {
      await db.update(users).set(values).where(eq(users.id, userId));
    },

    /**
     * The new password, and every other session of the user ended (spec: signs out the others).
     * The user's open e-mailed links (reset, verification, invitation) end too: each sets a
     * password, so one sent before the change (perhaps to someone who read the mailbox) must
     * not undo it.
     */
    async changePassword(userId: string, passwordHash: string, keepSessionId: string) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx
          .update(emailTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)));
        await tx
          .delete(authSessions)
          .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId)));
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
