import type { UserState } from '@app/core/api/auth';
import { authRoutes as contract } from '@app/core/api/routes/auth-routes';
import type { FastifyInstance } from 'fastify';
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
      const { token, userId } = await deps.auth.login({
        ...body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.sessions.maxHours));
      return deps.userStates.forUser(userId);
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
    async (_input, request) => deps.userStates.forUser(requireAccountHolder(request).userId),
  );
}
