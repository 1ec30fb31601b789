import type { UserState } from '@app/core/api/auth';
import { authRoutes as contract } from '@app/core/api/routes/auth-routes';
import { twoFactorRoutes as twoFactorContract } from '@app/core/api/routes/two-factor-routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contractRoute, PUBLIC_ACCESS, type Guard } from '../http/contract-route';
import type { AuthService, SessionPolicy } from './auth-service';
import { requireAccountHolder } from './guards';
import { SESSION_COOKIE, sessionCookieOptions } from './session-token';

/** The signed-in user's state, which sign-in answers (the users feature, handed in). */
export interface UserStates {
  forUser(userId: string): Promise<UserState>;
}

/**
 * Signing in and out and who is signed in. What these routes need of the layers that build on
 * auth is handed in: the user's state, and the access layer's rule for `me` (any signed-in
 * user, a pending join request included).
 */
/** The cookie of a sign-in whose password was right and whose second factor is owed. */
export const PENDING_COOKIE = 'mfa_pending';
export const pendingCookieOptions = {
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
  path: '/api/auth/',
  maxAge: 10 * 60,
} as const;

/** Sets the session cookie of a completed sign-in and answers the user's state. */
export function sessionCookie(sessions: SessionPolicy) {
  return (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(sessions.maxHours));
}

export function signInRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    userStates: UserStates;
    sessions: SessionPolicy;
    ownAccount: Guard<unknown>;
  },
) {
  const tag = 'auth';
  const setSession = sessionCookie(deps.sessions);
  const signedIn = async (
    reply: FastifyReply,
    result: { token: string; userId: string; enrolRequired: boolean },
  ) => {
    setSession(reply, result.token);
    reply.clearCookie(PENDING_COOKIE, { path: pendingCookieOptions.path });
    const state = await deps.userStates.forUser(result.userId);
    return result.enrolRequired ? { ...state, enrolTwoFactor: true } : state;
  };

  contractRoute(
    app,
    contract.csrf,
    { access: PUBLIC_ACCESS, summary: 'Anti-forgery token for POST, PUT and DELETE', tag },
    async (_input, _request, reply) => ({ token: reply.generateCsrf() }),
  );

  contractRoute(
    app,
    contract.login,
    {
      access: PUBLIC_ACCESS,
      summary: 'Sign in; sets the session cookie',
      tag,
      errors: [401, 429],
    },
    async ({ body }, request, reply) => {
      const result = await deps.auth.login({
        ...body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (result.kind === 'pending') {
        // No session: only the pending sign-in's token, which the verify routes read.
        reply.setCookie(PENDING_COOKIE, result.pendingToken, pendingCookieOptions);
        return { mfaRequired: true as const, methods: result.methods };
      }
      return signedIn(reply, result);
    },
  );

  contractRoute(
    app,
    twoFactorContract.verify,
    {
      access: PUBLIC_ACCESS,
      summary: 'Second step of a sign-in: a code of the authenticator app, or a recovery code',
      tag,
      errors: [401, 429],
    },
    async ({ body }, request, reply) => {
      const result = await deps.auth.verifyCode({
        pendingToken: request.cookies[PENDING_COOKIE],
        code: body.code,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return signedIn(reply, result);
    },
  );

  contractRoute(
    app,
    contract.logout,
    { access: PUBLIC_ACCESS, summary: 'Sign out; ends the session', tag },
    async (_input, request, reply) => {
      await deps.auth.logout(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  );

  contractRoute(
    app,
    contract.me,
    {
      access: deps.ownAccount,
      summary: 'The signed-in user (a pending join request included)',
      tag,
      errors: [401],
    },
    async (_input, request) => {
      const principal = requireAccountHolder(request);
      const state = await deps.userStates.forUser(principal.userId);
      return principal.enrolRequired ? { ...state, enrolTwoFactor: true } : state;
    },
  );
  return { signedIn };
}
