import {
  csrfResponse,
  loginRequest,
  maintenanceState,
  userState,
  type UserState,
} from '@app/core/api/auth';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SystemSettingsRepository } from '../settings/system-settings-repository';
import { readMaintenance } from '../settings/system-settings-service';
import type { AuthService, SessionPolicy } from './auth-service';
import { roles } from '../access/roles';
import { PUBLIC } from '../http/public-route';
import { requireAccountHolder } from './guards';
import { SESSION_COOKIE } from './session-token';

/** The signed-in user's state (users/user-state-service.ts), handed in so auth needs no users import. */
interface UserStateSource {
  forUser(userId: string): Promise<UserState>;
}

export function authRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    userState: UserStateSource;
    settings: SystemSettingsRepository;
    sessions: SessionPolicy;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.get(
    '/api/auth/csrf',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Anti-forgery token for POST, PUT and DELETE',
        response: { 200: csrfResponse },
      },
    },
    async (_request, reply) => ({ token: reply.generateCsrf() }),
  );

  api.post(
    '/api/auth/login',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Sign in; sets the session cookie',
        body: loginRequest,
        response: { 200: userState, 401: errorResponse, 429: errorResponse },
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
    '/api/auth/logout',
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
    '/api/auth/me',
    {
      preHandler: roles.ownAccount,
      schema: {
        tags,
        summary: 'The signed-in user (a pending join request included)',
        response: { 200: userState, 401: errorResponse },
      },
    },
    async (request) => deps.userState.forUser(requireAccountHolder(request).userId),
  );

  api.get(
    '/api/auth/maintenance',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Maintenance mode and message',
        response: { 200: maintenanceState },
      },
    },
    async () => readMaintenance(deps.settings),
  );
}
