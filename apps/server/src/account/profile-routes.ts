import {
  passwordChangeRequest,
  passwordResetRequest,
  profile,
  profileUpdate,
  setPasswordRequest,
  tokenInfo,
  tokenQuery,
} from '@app/core/api/account';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccountHolder } from '../auth/guards';
import { roles } from '../access/roles';
import { PUBLIC } from '../http/public-route';
import type { EmailTokenService } from './email-token-service';
import type { ProfileService } from './profile-service';

/** The signed-in user's own profile and password, and the e-mailed links that set a password. */
export function profileRoutes(
  app: FastifyInstance,
  deps: { profiles: ProfileService; tokens: EmailTokenService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.get(
    '/api/account/profile',
    {
      preHandler: roles.ownAccount,
      schema: { tags, summary: 'Your profile', response: { 200: profile, 401: errorResponse } },
    },
    async (request) => deps.profiles.read(requireAccountHolder(request).userId),
  );

  api.put(
    '/api/account/profile',
    {
      preHandler: roles.ownAccount,
      schema: {
        tags,
        summary: 'Change your names, phone and title',
        body: profileUpdate,
        response: { 200: profile, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => deps.profiles.update(requireAccountHolder(request).userId, request.body),
  );

  api.put(
    '/api/account/password',
    {
      preHandler: roles.ownAccount,
      schema: {
        tags,
        summary: 'Change your password; signs out your other sessions',
        body: passwordChangeRequest,
        response: { 204: z.null(), 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      await deps.profiles.changePassword(requireAccountHolder(request), request.body);
      return reply.status(204).send(null);
    },
  );

  // The e-mailed links (verification, reset, invitation) are for people who cannot sign in yet.

  api.get(
    '/api/account/token',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'What an e-mailed link is for, while it is valid',
        querystring: tokenQuery,
        response: { 200: tokenInfo, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => deps.tokens.describe(request.query.token),
  );

  api.post(
    '/api/account/password/set',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Set the password through an e-mailed link; verifies the address, ends all sessions',
        body: setPasswordRequest,
        response: { 204: z.null(), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      await deps.tokens.setPassword(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/account/password/reset',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'E-mail a password reset link; answers 204 whether or not the address has an account',
        body: passwordResetRequest,
        response: { 204: z.null(), 400: errorResponse },
      },
    },
    async (request, reply) => {
      await deps.profiles.sendPasswordReset(request.body.email);
      return reply.status(204).send(null);
    },
  );
}
