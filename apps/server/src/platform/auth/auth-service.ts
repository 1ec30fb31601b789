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
import { browserName, TWO_FACTOR_MESSAGES, type SignInFactor } from '@app/core/api/two-factor';
import { sendSafely, type Mailer, type MailerOptions } from '../mail/mailer';
import { newBrowserMail } from '../mail/mail-templates';
import { normalizeRecoveryCode } from './recovery-codes';
import { totpStep } from './totp';
import type { TwoFactorRepository } from './two-factor-repository';

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

export interface SignInRequest {
  ip: string;
  userAgent?: string;
}

export type LoginResult =
  | { kind: 'session'; token: string; userId: string; enrolRequired: boolean }
  | { kind: 'pending'; pendingToken: string; methods: ('totp' | 'passkey')[] };

/** A pending sign-in lasts this long, and ends after this many wrong codes. */
const PENDING_MINUTES = 10;
const PENDING_MAX_FAILURES = 5;

export interface TwoFactorDeps {
  factors: TwoFactorRepository;
  mailer: Mailer;
  log: MailerOptions['log'];
  /** Whether platform admins must hold a second factor (system setting; on in production). */
  platformAdminsRequired(): Promise<boolean>;
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
    enrolRequired: row.enrolRequired ?? false,
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
  twoFactor: TwoFactorDeps,
) {
  const { factors } = twoFactor;

  async function record(
    userId: string,
    request: SignInRequest,
    factor: SignInFactor,
    succeeded: boolean,
  ) {
    await factors.recordSignIn({
      userId,
      ip: request.ip,
      userAgent: (request.userAgent ?? '').slice(0, 500),
      factor,
      succeeded,
    });
  }

  /** The factor a code proves, when it is right and unused; null otherwise. */
  async function checkCode(userId: string, code: string): Promise<SignInFactor | null> {
    const totp = await factors.totpOf(userId);
    if (!totp?.confirmedAt) return null;
    const step = await totpStep(totp.secret, code);
    if (step !== null) return (await factors.takeTimeStep(userId, step)) ? 'totp' : null;
    const recovery = normalizeRecoveryCode(code);
    if (recovery && (await factors.useRecoveryCode(userId, tokenDigest(recovery)))) {
      return 'recovery-code';
    }
    return null;
  }

  /** Whether the user must enrol a second factor before anything else (organization policy). */
  async function enrolRequired(userId: string) {
    const user = await factors.userOf(userId);
    if (!user) return false;
    const required =
      (await factors.organizationRequires(user.organizationId)) ||
      (user.isPlatformAdmin && (await twoFactor.platformAdminsRequired()));
    return required && (await factors.secondFactorsOf(userId)).length === 0;
  }

  /**
   * A sign-in complete: the session, its line in the history, and an e-mail when the browser
   * is new to the account (not on the very first sign-in, which every browser would be).
   */
  async function startSession(
    userId: string,
    request: SignInRequest,
    factor: SignInFactor,
    /**
     * Whether the sign-in already proved a second factor elsewhere: an identity provider whose
     * ID token says so (amr, docs/security.md). The organization's two-factor policy is then
     * met, and the user is not led to enrol one of ours.
     */
    options: { secondFactorProved?: boolean } = {},
  ): Promise<{ kind: 'session'; token: string; userId: string; enrolRequired: boolean }> {
    await repo.deleteExpiredSessions(userId);
    const token = newSecretToken();
    const userAgent = (request.userAgent ?? '').slice(0, 500);
    const mustEnrol = options.secondFactorProved ? false : await enrolRequired(userId);
    await repo.createSession({
      id: tokenDigest(token),
      userId,
      expiresAt: new Date(Date.now() + sessions.maxHours * 3_600_000),
      ip: request.ip,
      userAgent,
      enrolRequired: mustEnrol,
    });
    await repo.recordSignIn(userId);
    const seen = await factors.browserSeen(userId, userAgent);
    await record(userId, request, factor, true);
    if (seen.signedInBefore && !seen.thisBrowser) {
      const user = await factors.userOf(userId);
      if (user) {
        await sendSafely(
          twoFactor.mailer,
          newBrowserMail(user.email, user.firstName, {
            browser: browserName(userAgent),
            ip: request.ip,
            at: new Date(),
          }),
          twoFactor.log,
        );
      }
    }
    return { kind: 'session', token, userId, enrolRequired: mustEnrol };
  }

  return {
    /**
     * Checks the password. Answers the new session's token, or, when the user holds a second
     * factor, a pending sign-in's token and no session (verifyCode or a passkey completes it).
     * Throws 401 for any wrong e-mail or password, 403 for a disabled user, 429 when throttled.
     */
    async login(input: SignInRequest & { email: string; password: string }): Promise<LoginResult> {
      const email = input.email.trim().toLowerCase();
      // The attempt is counted before the password is checked (429 when no slot is left), and
      // stays counted as a failure unless the password turns out right.
      const ticket = await throttle.reserve(email, input.ip);

      const user = await repo.findUserByEmail(email);
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (user && !valid) await record(user.id, input, 'password', false);
      if (!user || !valid) throw unauthorized(LOGIN_FAILED_MESSAGE);
      // Told only to whoever knows the password, so it tells a stranger nothing; the attempt
      // stays counted, so a disabled account cannot be tried without limit either.
      if (user.disabledAt) throw forbidden(USER_DISABLED_MESSAGE);
      // Its client-admins keep their password: the way back in when the provider is down or
      // misconfigured (docs/security.md, "Single sign-on").
      if (user.passwordsDisabled && !user.isClientAdmin) throw forbidden(SSO_MESSAGES.passwordsOff);

      await throttle.succeeded(ticket);
      const methods = await factors.secondFactorsOf(user.id);
      if (methods.length > 0) {
        const pendingToken = newSecretToken();
        await factors.createPending(tokenDigest(pendingToken), user.id, PENDING_MINUTES);
        return { kind: 'pending', pendingToken, methods };
      }
      return startSession(user.id, input, 'password');
    },

    /**
     * The second step: a code of the authenticator app (each accepted once) or a recovery code.
     * Throttled as passwords are, per (user, address), per address and per user; 5 wrong codes
     * end the pending sign-in, so the password must be given again.
     */
    async verifyCode(input: SignInRequest & { pendingToken: string | undefined; code: string }) {
      const pendingId = input.pendingToken ? tokenDigest(input.pendingToken) : null;
      const pending = pendingId ? await factors.findPending(pendingId) : undefined;
      if (!pendingId || !pending) throw unauthorized(TWO_FACTOR_MESSAGES.noPendingSignIn);
      const ticket = await throttle.reserve(`second-factor:${pending.userId}`, input.ip);
      const factor = await checkCode(pending.userId, input.code);
      if (!factor) {
        await record(
          pending.userId,
          input,
          /^\d{6}$/.test(input.code) ? 'totp' : 'recovery-code',
          false,
        );
        if ((await factors.pendingFailed(pendingId)) >= PENDING_MAX_FAILURES) {
          await factors.deletePending(pendingId);
          throw unauthorized(TWO_FACTOR_MESSAGES.noPendingSignIn);
        }
        throw unauthorized(TWO_FACTOR_MESSAGES.codeWrong);
      }
      await throttle.succeeded(ticket);
      await factors.deletePending(pendingId);
      return startSession(pending.userId, input, factor);
    },

    /** The user whose password was right and who now owes a second factor (passkey routes). */
    async pendingUser(pendingToken: string | undefined) {
      if (!pendingToken) return undefined;
      return (await factors.findPending(tokenDigest(pendingToken)))?.userId;
    },
    endPending: (pendingToken: string) => factors.deletePending(tokenDigest(pendingToken)),

    startSession,
    record,
    checkCode,

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
