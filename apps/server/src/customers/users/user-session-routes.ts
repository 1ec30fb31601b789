import { authRoutes as authContract } from '@app/core/api/routes/auth-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import type { UserSessionService } from './user-session-service';

export function userSessionRoutes(app: FastifyInstance, deps: { sessions: UserSessionService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  api.get(
    authContract.session.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: "The user's remembered choices",
        response: { 200: authContract.session.response },
      },
    },
    async (request) => deps.sessions.values(requirePrincipal(request).userId),
  );

  api.post(
    authContract.saveSession.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'Remember one choice',
        body: authContract.saveSession.body,
        response: { 200: authContract.saveSession.response },
      },
    },
    async (request) => deps.sessions.remember(requirePrincipal(request).userId, request.body),
  );

  api.delete(
    authContract.clearSession.path,
    {
      preHandler: roles.member,
      schema: { tags, summary: 'Forget every remembered choice', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deps.sessions.forget(requirePrincipal(request).userId);
      return reply.status(204).send(null);
    },
  );
}
