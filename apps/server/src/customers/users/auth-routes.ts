import { authRoutes as authContract } from '@app/core/api/routes/auth-routes';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';
import { readMaintenance } from '../../platform/settings/system-settings-service';
import type { AuthService, SessionPolicy } from '../../platform/auth/auth-service';
import { roles } from '../../platform/access/roles';
import { PUBLIC } from '../../platform/http/public-route';
import { requireAccountHolder } from '../../platform/auth/guards';
import { SESSION_COOKIE } from '../../platform/auth/session-token';
import type { UserStateService } from './user-state-service';

/**
 * Signing in and out and who is signed in. Beside the other routes about the user rather than
 * in auth/, which the access rules build on: these routes use an access rule themselves.
 */
export function authRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    userState: UserStateService;
    settings: SystemSettingsRepository;
    sessions: SessionPolicy;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.get(
    authContract.csrf.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Anti-forgery token for POST, PUT and DELETE',
        response: { 200: authContract.csrf.response },
      },
    },
    async (_request, reply) => ({ token: reply.generateCsrf() }),
  );

  api.post(
    authContract.login.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Sign in; sets the session cookie',
        body: authContract.login.body,
        response: { 200: authContract.login.response, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { token, userId } = await deps.auth.login({
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        path: '/',
        maxAge: deps.sessions.maxHours * 3600,
      });
      return deps.userState.forUser(userId);
    },
  );

  api.post(
    authContract.logout.path,
    {
      config: PUBLIC,
      schema: { tags, summary: 'Sign out; ends the session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deps.auth.logout(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  api.get(
    authContract.me.path,
    {
      preHandler: roles.ownAccount,
      schema: {
        tags,
        summary: 'The signed-in user (a pending join request included)',
        response: { 200: authContract.me.response, 401: errorResponse },
      },
    },
    async (request) => deps.userState.forUser(requireAccountHolder(request).userId),
  );

  api.get(
    authContract.maintenance.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Maintenance mode and message',
        response: { 200: authContract.maintenance.response },
      },
    },
    async () => readMaintenance(deps.settings),
  );
}
