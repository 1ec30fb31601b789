import { sessionEntries, sessionEntry } from '@app/core/api/user-session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../auth/guards';
import { badRequest } from '../http/http-error';
import { roles } from '../access/roles';
import type { UsersRepository } from './users-repository';

/** A generous bound: the spec's keys are a handful per institution type. */
export const MAX_SESSION_KEYS = 500;

export function userSessionRoutes(app: FastifyInstance, deps: { users: UsersRepository }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  api.get(
    '/api/user/session',
    {
      preHandler: roles.member,
      schema: { tags, summary: "The user's remembered choices", response: { 200: sessionEntries } },
    },
    async (request) => deps.users.sessionValues(requirePrincipal(request).userId),
  );

  api.post(
    '/api/user/session',
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'Remember one choice',
        body: sessionEntry,
        response: { 200: sessionEntry },
      },
    },
    async (request) => {
      const { userId } = requirePrincipal(request);
      const { key, value } = request.body;
      if ((await deps.users.countSessionValues(userId, key)) >= MAX_SESSION_KEYS) {
        throw badRequest(`The session store holds at most ${MAX_SESSION_KEYS} keys.`);
      }
      await deps.users.saveSessionValue(userId, key, value);
      return { key, value };
    },
  );

  api.delete(
    '/api/user/session',
    {
      preHandler: roles.member,
      schema: { tags, summary: 'Forget every remembered choice', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deps.users.clearSessionValues(requirePrincipal(request).userId);
      return reply.status(204).send(null);
    },
  );
}
