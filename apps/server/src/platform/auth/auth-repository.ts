import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authSessions } from '../db/schema/auth-tables';
import { institutions } from '../db/schema/institution-tables';
import { organizations } from '../db/schema/organization-tables';
import { users } from '../db/schema/user-tables';
import { organizationSso } from '../db/schema/sso-tables';
import type { UserProduct } from './principal';
import { subjectColumns } from '../db/subject-row';
import { dataVersionsColumn } from '../http/answer-versions';
import { membershipNow, productsOfUser } from './principal-columns';

/** What every signed-in request reads of its user: by session cookie or by API token. */
export const callerColumns = {
  userId: users.id,
  organizationId: users.organizationId,
  organizationType: organizations.organizationType,
  institutionIid: organizations.institutionIid,
  isPlatformAdmin: users.isPlatformAdmin,
  isClientAdmin: users.isClientAdmin,
  membership: membershipNow,
  products: sql<UserProduct[]>`${productsOfUser(sql`${users.id}`, sql`${users.organizationId}`)}`,
  dataVersions: dataVersionsColumn,
  peerGroupsVersion: organizations.peerGroupsVersion,
  // The organization's own institution, as the access rules read a subject: most callers
  // look at their own, which then costs no query of its own (access-layer.ts).
  ownInstitution: subjectColumns,
};

export function authRepository(db: Database) {
  // Every signed-in request runs this: built once and prepared (once per connection on the
  // server), so neither the query builder nor PostgreSQL's parser does it again per request.
  const liveSession = db
    .select({
      sessionId: authSessions.id,
      lastSeenAt: authSessions.lastSeenAt,
      ...callerColumns,
      enrolRequired: authSessions.enrolRequired,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(institutions, eq(institutions.iid, organizations.institutionIid))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        // Disabling ends the user's sessions too; this also refuses one made meanwhile.
        isNull(users.disabledAt),
        gt(authSessions.expiresAt, sql`now()`),
        gt(
          authSessions.lastSeenAt,
          sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`,
        ),
      ),
    )
    .prepare('live_session');

  return {
    async findUserByEmail(email: string) {
      const [user] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          disabledAt: users.disabledAt,
          isClientAdmin: users.isClientAdmin,
          // The organization signs its members in through its own provider only (SSO).
          passwordsDisabled: sql<boolean>`coalesce(${organizationSso.passwordsDisabled}, false)`,
        })
        .from(users)
        .leftJoin(organizationSso, eq(organizationSso.organizationId, users.organizationId))
        .where(eq(users.email, email.toLowerCase()));
      return user;
    },

    async createSession(row: {
      id: string;
      userId: string;
      expiresAt: Date;
      ip: string;
      userAgent: string | undefined;
      enrolRequired: boolean;
    }) {
      await db.insert(authSessions).values(row);
    },

    /**
     * The session's user, if the session is neither expired nor idle for too long, with the
     * versions an answer's ETag is built from (answer-versions.ts) and the organization's own
     * institution, in one round trip.
     */
    async findLiveSession(sessionId: string, idleMinutes: number) {
      const [row] = await liveSession.execute({ sessionId, idleMinutes });
      return row;
    },

    async touchSession(sessionId: string) {
      await db
        .update(authSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(authSessions.id, sessionId));
    },

    async deleteSession(sessionId: string) {
      await db.delete(authSessions).where(eq(authSessions.id, sessionId));
    },

    async recordSignIn(userId: string) {
      await db
        .update(users)
        // The right-hand side reads the row as it was: the last sign-in becomes the previous one.
        .set({ previousSignInAt: users.lastSignInAt, lastSignInAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    /** Ends every session of the user (signed out everywhere); answers how many there were. */
    async deleteSessionsOf(userId: string) {
      const ended = await db
        .delete(authSessions)
        .where(eq(authSessions.userId, userId))
        .returning({ id: authSessions.id });
      return ended.length;
    },
    async deleteExpiredSessions(userId: string) {
      await db
        .delete(authSessions)
        .where(and(eq(authSessions.userId, userId), lt(authSessions.expiresAt, sql`now()`)));
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;

/** The caller's columns as read (callerColumns). */
export type CallerRow = Omit<
  NonNullable<Awaited<ReturnType<AuthRepository['findLiveSession']>>>,
  'sessionId' | 'lastSeenAt' | 'enrolRequired'
> & {
  /** A session's: its user must enrol a second factor first. API tokens carry none. */
  enrolRequired?: boolean;
};
