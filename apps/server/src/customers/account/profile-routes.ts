import { accountRoutes as accountContract } from '@app/core/api/routes/account-routes';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccountHolder } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { PUBLIC } from '../../platform/http/public-route';
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
    accountContract.profile.path,
    {
      preHandler: roles.ownAccount,
      schema: {
        tags,
        summary: 'Your profile',
        response: { 200: accountContract.profile.response, 401: errorResponse },
      },
    },
    async (request) => deps.profiles.read(requireAccountHolder(request).userId),
  );

  api.put(
    accountContract.updateProfile.path,
    {
      preHandler: roles.ownAccount,
      schema: {
        tags,
        summary: 'Change your names, phone and title',
        body: accountContract.updateProfile.body,
        response: {
          200: accountContract.updateProfile.response,
          400: errorResponse,
          401: errorResponse,
        },
      },
    },
    async (request) => deps.profiles.update(requireAccountHolder(request).userId, request.body),
  );

  api.put(
    accountContract.changePassword.path,
    {
      preHandler: roles.ownAccount,
      schema: {
        tags,
        summary: 'Change your password; signs out your other sessions',
        body: accountContract.changePassword.body,
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
    accountContract.token.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'What an e-mailed link is for, while it is valid',
        querystring: accountContract.token.query,
        response: { 200: accountContract.token.response, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => deps.tokens.describe(request.query.token),
  );

  api.post(
    accountContract.setPassword.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Set the password through an e-mailed link; verifies the address, ends all sessions',
        body: accountContract.setPassword.body,
        response: { 204: z.null(), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      await deps.tokens.setPassword(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  api.post(
    accountContract.resetPassword.path,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'E-mail a password reset link; answers 204 whether or not the address has an account',
        body: accountContract.resetPassword.body,
        response: { 204: z.null(), 400: errorResponse },
      },
    },
    async (request, reply) => {
      await deps.profiles.sendPasswordReset(request.body.email);
      return reply.status(204).send(null);
    },
  );
}
