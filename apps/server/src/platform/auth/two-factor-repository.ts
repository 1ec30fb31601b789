import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authSessions } from '../db/schema/auth-tables';
import {
  passkeys,
  pendingSignIns,
  recoveryCodes,
  signInEvents,
  totpFactors,
  twoFactorPolicies,
  webauthnChallenges,
} from '../db/schema/two-factor-tables';
import { users } from '../db/schema/user-tables';
import type { SignInFactor } from '@app/core/api/two-factor';

/** How many sign-in attempts the profile page lists. */
const HISTORY_LENGTH = 50;

/** The tables of two-factor sign-in: factors, pending sign-ins, history and policy. */
export function twoFactorRepository(db: Database) {
  return {
    // ---- history ----
    async recordSignIn(row: {
      userId: string;
      ip: string;
      userAgent: string;
      factor: SignInFactor;
      succeeded: boolean;
    }) {
      await db.insert(signInEvents).values(row);
    },
    async history(userId: string) {
      return db
        .select()
        .from(signInEvents)
        .where(eq(signInEvents.userId, userId))
        .orderBy(desc(signInEvents.at))
        .limit(HISTORY_LENGTH);
    },
    /** Whether the user has signed in before, and whether ever from this browser. */
    async browserSeen(userId: string, userAgent: string) {
      const [row] = await db
        .select({
          any: sql<boolean>`count(*) > 0`,
          same: sql<boolean>`count(*) filter (where ${signInEvents.userAgent} = ${userAgent}) > 0`,
        })
        .from(signInEvents)
        .where(and(eq(signInEvents.userId, userId), eq(signInEvents.succeeded, true)));
      return { signedInBefore: row?.any ?? false, thisBrowser: row?.same ?? false };
    },

    // ---- TOTP ----
    async totpOf(userId: string) {
      const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
      return row;
    },
    /** A new, unconfirmed secret; replaces an unconfirmed one, never a confirmed one. */
    async startTotp(userId: string, secret: string) {
      const rows = await db
        .insert(totpFactors)
        .values({ userId, secret })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { secret, lastTimeStep: null, createdAt: sql`now()` },
          setWhere: isNull(totpFactors.confirmedAt),
        })
        .returning({ userId: totpFactors.userId });
      return rows.length > 0;
    },
    /**
     * Takes the code's time step if no code of it or a later one was taken: one statement, so
     * two parallel uses of the same code cannot both pass.
     */
    async takeTimeStep(userId: string, step: number) {
      const rows = await db
        .update(totpFactors)
        .set({ lastTimeStep: step })
        .where(
          and(
            eq(totpFactors.userId, userId),
            or(isNull(totpFactors.lastTimeStep), lt(totpFactors.lastTimeStep, step)),
          ),
        )
        .returning({ userId: totpFactors.userId });
      return rows.length > 0;
    },
    async confirmTotp(userId: string, codeHashes: string[]) {
      await db.transaction(async (tx) => {
        await tx
          .update(totpFactors)
          .set({ confirmedAt: sql`now()` })
          .where(eq(totpFactors.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },
    async removeTotp(userId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },
    /** Uses a recovery code once: answers whether it was there and unused. */
    async useRecoveryCode(userId: string, codeHash: string) {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },
    async recoveryCodesLeft(userId: string) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.count ?? 0;
    },

    // ---- passkeys ----
    async passkeysOf(userId: string) {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(passkeys.createdAt);
    },
    async passkeyByCredential(credentialId: string) {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },
    async addPasskey(row: typeof passkeys.$inferInsert) {
      const [added] = await db.insert(passkeys).values(row).returning();
      return added;
    },
    async passkeyUsed(id: string, counter: number) {
      await db
        .update(passkeys)
        .set({ counter, lastUsedAt: sql`now()` })
        .where(eq(passkeys.id, id));
    },
    async removePasskey(userId: string, id: string) {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },
    async saveChallenge(row: typeof webauthnChallenges.$inferInsert) {
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
      await db.insert(webauthnChallenges).values(row);
    },
    /** Takes a live challenge once: a second answer with the same challenge finds nothing. */
    async takeChallenge(challenge: string, purpose: string) {
      const [row] = await db
        .delete(webauthnChallenges)
        .where(
          and(
            eq(webauthnChallenges.challenge, challenge),
            eq(webauthnChallenges.purpose, purpose),
            gt(webauthnChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    /** Whether the user holds a confirmed second factor, and which. */
    async secondFactorsOf(userId: string) {
      const [row] = await db
        .select({
          totp: sql<boolean>`exists (select 1 from ${totpFactors} t where t.user_id = ${userId} and t.confirmed_at is not null)`,
          passkey: sql<boolean>`exists (select 1 from ${passkeys} p where p.user_id = ${userId})`,
        })
        .from(sql`(select 1) as one`);
      const methods: ('totp' | 'passkey')[] = [];
      if (row?.totp) methods.push('totp');
      if (row?.passkey) methods.push('passkey');
      return methods;
    },
    /** Forgets every second factor of the user (the admin console's reset). */
    async resetFactors(userId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(passkeys).where(eq(passkeys.userId, userId));
        await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
      });
    },

    // ---- pending sign-ins ----
    async createPending(id: string, userId: string, minutes: number) {
      await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, sql`now()`));
      await db.insert(pendingSignIns).values({
        id,
        userId,
        expiresAt: sql`now() + make_interval(mins => ${minutes})`,
      });
    },
    async findPending(id: string) {
      const [row] = await db
        .select({ userId: pendingSignIns.userId, failures: pendingSignIns.failures })
        .from(pendingSignIns)
        .where(and(eq(pendingSignIns.id, id), gt(pendingSignIns.expiresAt, sql`now()`)));
      return row;
    },
    /** Counts a wrong code; answers the failures so far. */
    async pendingFailed(id: string) {
      const [row] = await db
        .update(pendingSignIns)
        .set({ failures: sql`${pendingSignIns.failures} + 1` })
        .where(eq(pendingSignIns.id, id))
        .returning({ failures: pendingSignIns.failures });
      return row?.failures ?? 0;
    },
    async deletePending(id: string) {
      await db.delete(pendingSignIns).where(eq(pendingSignIns.id, id));
    },

    // ---- policy ----
    /** Whether the organization requires two-factor sign-in of its members. */
    async organizationRequires(organizationId: string) {
      const [row] = await db
        .select({ required: twoFactorPolicies.required })
        .from(twoFactorPolicies)
        .where(eq(twoFactorPolicies.organizationId, organizationId));
      return row?.required ?? false;
    },
    async setOrganizationPolicy(organizationId: string, required: boolean) {
      await db
        .insert(twoFactorPolicies)
        .values({ organizationId, required })
        .onConflictDoUpdate({
          target: twoFactorPolicies.organizationId,
          set: { required, updatedAt: sql`now()` },
        });
    },
    /** Lifts the enrolment hold of the user's sessions once they hold a second factor. */
    async enrolled(userId: string) {
      await db
        .update(authSessions)
        .set({ enrolRequired: false })
        .where(eq(authSessions.userId, userId));
    },
    async userOf(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          passwordHash: users.passwordHash,
          organizationId: users.organizationId,
          isPlatformAdmin: users.isPlatformAdmin,
          isClientAdmin: users.isClientAdmin,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;
