import type { InstitutionType, OrganizationType } from '@app/core/domain/products';
import type { SubjectRow } from '../db/subject-row';
import { LOGIN_FAILED_MESSAGE } from '@app/core/api/errors';
import { USER_DISABLED_MESSAGE } from '@app/core/api/admin/organizations';
import { SSO_MESSAGES } from '@app/core/api/sso';
import { versionLine } from '../http/answer-versions';
import { forbidden, unauthorized } from '../http/http-error';
import type { SignInThrottle } from '../throttle/sign-in-throttle';
import type { AuthRepository, CallerRow } from './auth-repository';
import { verifyPassword } from './password';
import type { Principal } from './principal';
import { newSecretToken, tokenDigest } from './secret-token';

/**
 * A signed-in caller, with what was read in the same query as their session: the answer
 * versions (answer-versions.ts) and their organization's own institution as a subject row.
 */
export interface Caller {
  principal: Principal;
  answerVersions: string;
  ownInstitution: SubjectRow | null;
}

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

/** The row the session's (or API token's) query read, as the request's caller. */
export function callerOf(row: CallerRow, sessionId: string): Caller {
  const principal: Principal = {
    userId: row.userId,
    sessionId,
    organizationId: row.organizationId,
    organizationType: row.organizationType as OrganizationType,
    institutionIid: row.institutionIid,
    isPlatformAdmin: row.isPlatformAdmin,
    // A request to join holds nothing, whatever was set on the user row meanwhile.
    isClientAdmin: row.membership === 'active' && row.isClientAdmin,
    membership: row.membership,
    products: row.membership === 'active' ? row.products : [],
  };
  return {
    principal,
    answerVersions: versionLine(row.dataVersions, row.peerGroupsVersion),
    ownInstitution: row.ownInstitution && {
      ...row.ownInstitution,
      institutionType: row.ownInstitution.institutionType as InstitutionType,
    },
  };
}

export function authService(
  repo: AuthRepository,
  sessions: SessionPolicy,
  throttle: SignInThrottle,
) {
  async function startSession(userId: string, client: { ip: string; userAgent?: string }) {
    await repo.deleteExpiredSessions(userId);
    const token = newSecretToken();
    await repo.createSession({
      id: tokenDigest(token),
      userId,
      expiresAt: new Date(Date.now() + sessions.maxHours * 3_600_000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500),
    });
    await repo.recordSignIn(userId);
    return { token, userId };
  }

  return {
    /** Answers the new session's token; throws 401 for any wrong e-mail or password, 403 for a disabled user, 429 when throttled. */
    async login(input: { email: string; password: string; ip: string; userAgent?: string }) {
      const email = input.email.trim().toLowerCase();
      // The attempt is counted before the password is checked (429 when no slot is left), and
      // stays counted as a failure unless the password turns out right.
      const ticket = await throttle.reserve(email, input.ip);

      const user = await repo.findUserByEmail(email);
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid) throw unauthorized(LOGIN_FAILED_MESSAGE);
      // Told only to whoever knows the password, so it tells a stranger nothing; the attempt
      // stays counted, so a disabled account cannot be tried without limit either.
      if (user.disabledAt) throw forbidden(USER_DISABLED_MESSAGE);
      // Its client-admins keep their password: the way back in when the provider is down or
      // misconfigured (docs/security.md, "Single sign-on").
      if (user.passwordsDisabled && !user.isClientAdmin) throw forbidden(SSO_MESSAGES.passwordsOff);

      await throttle.succeeded(ticket);
      return startSession(user.id, input);
    },

    /** A new session of a user whose identity was proved otherwise (single sign-on). */
    startSession,

    async logout(token: string | undefined) {
      if (token) await repo.deleteSession(tokenDigest(token));
    },

    /**
     * The caller behind a session cookie, or undefined when it is missing, expired or idle;
     * with the versions of what the answers are derived from, read in the same query.
     */
    async callerFor(token: string | undefined): Promise<Caller | undefined> {
      if (!token) return undefined;
      const session = await repo.findLiveSession(tokenDigest(token), sessions.idleMinutes);
      if (!session) return undefined;
      // Writing on every request would cost a write per read; a minute's precision is plenty.
      if (Date.now() - session.lastSeenAt.getTime() > 60_000) {
        await repo.touchSession(session.sessionId);
      }
      return callerOf(session, session.sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
