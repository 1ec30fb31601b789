import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { apiTokens } from '../db/schema/api-token-tables';
import { institutions } from '../db/schema/institution-tables';
import { organizations } from '../db/schema/organization-tables';
import { passkeys, totpFactors, twoFactorPolicies } from '../db/schema/two-factor-tables';
import { users } from '../db/schema/user-tables';
import { callerColumns } from './auth-repository';

/** The stored API tokens (only their SHA-256) and the caller each one stands for. */
export function apiTokenRepository(db: Database) {
  // Run on every request that carries a bearer token, like the session's query: prepared once.
  const liveToken = db
    .select({
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      ...callerColumns,
      // A token made before the organization required two-factor sign-in, by a user who has
      // no second factor yet, is held like that user's sessions: own account only (guards.ts).
      enrolRequired: sql<boolean>`coalesce((select p.required from ${twoFactorPolicies} p where p.organization_id = ${users.organizationId}), false)
        and not exists (select 1 from ${totpFactors} t where t.user_id = ${users.id} and t.confirmed_at is not null)
        and not exists (select 1 from ${passkeys} k where k.user_id = ${users.id})`,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(institutions, eq(institutions.iid, organizations.institutionIid))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        // A disabled user's tokens stop with their sessions.
        isNull(users.disabledAt),
        gt(apiTokens.expiresAt, sql`now()`),
      ),
    )
    .prepare('live_api_token');

  const listed = {
    id: apiTokens.id,
    name: apiTokens.name,
    createdAt: apiTokens.createdAt,
    lastUsedAt: apiTokens.lastUsedAt,
    expiresAt: apiTokens.expiresAt,
  };

  return {
    async findLive(tokenHash: string) {
      const [row] = await liveToken.execute({ tokenHash });
      return row;
    },

    async touch(tokenId: string) {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(apiTokens.id, tokenId));
    },

    /** The user's tokens that have not expired, oldest first. */
    async listOf(userId: string) {
      return db
        .select(listed)
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), gt(apiTokens.expiresAt, sql`now()`)))
        .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
    },

    async countLive(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), gt(apiTokens.expiresAt, sql`now()`)));
      return row?.n ?? 0;
    },

    async create(row: { userId: string; name: string; tokenHash: string; days: number }) {
      const [created] = await db
        .insert(apiTokens)
        .values({
          userId: row.userId,
          name: row.name,
          tokenHash: row.tokenHash,
          expiresAt: sql`now() + make_interval(days => ${row.days})`,
        })
        .returning(listed);
      if (!created) throw new Error('API token not inserted');
      return created;
    },

    /** Revokes one of the user's tokens (expired ones too); answers whether there was one. */
    async delete(userId: string, tokenId: string) {
      const deleted = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
        .returning({ id: apiTokens.id });
      return deleted.length > 0;
    },
  };
}

export type ApiTokenRepository = ReturnType<typeof apiTokenRepository>;
