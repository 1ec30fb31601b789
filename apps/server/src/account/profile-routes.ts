import {
  PASSWORD_MESSAGES,
  passwordChangeRequest,
  passwordResetRequest,
  profile,
  profileUpdate,
  setPasswordRequest,
  tokenInfo,
  tokenQuery,
  type Profile,
} from '@app/core/api/account';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccountHolder } from '../auth/guards';
import { hashPassword, verifyPassword } from '../auth/password';
import { badRequest, notFound } from '../http/http-error';
import { passwordChangedMail, passwordResetMail } from '../mail/mail-templates';
import { sendSafely, type Mailer, type MailerOptions } from '../mail/mailer';
import { PUBLIC, roles } from '../access/roles';
import type { EmailTokenService } from './email-token-service';
import type { ProfileRepository } from './profile-repository';

/** The signed-in user's own profile and password, and the e-mailed links that set a password. */
export function profileRoutes(
  app: FastifyInstance,
  deps: {
    profiles: ProfileRepository;
    tokens: EmailTokenService;
    mailer: Mailer;
    log: MailerOptions['log'];
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  async function readProfile(userId: string): Promise<Profile> {
    const row = await deps.profiles.find(userId);
    if (!row) throw notFound('User not found.');
    return {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      title: row.title,
    };
  }

  api.get(
    '/api/account/profile',
    {
      preHandler: roles.ownAccount,
      schema: { tags, summary: 'Your profile', response: { 200: profile, 401: errorResponse } },
    },
    async (request) => readProfile(requireAccountHolder(request).userId),
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
    async (request) => {
      const { userId } = requireAccountHolder(request);
      await deps.profiles.update(userId, request.body);
      return readProfile(userId);
    },
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
      const principal = requireAccountHolder(request);
      const user = await deps.profiles.find(principal.userId);
      if (!user || !(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw badRequest(`currentPassword: ${PASSWORD_MESSAGES.currentWrong}`);
      }
      await deps.profiles.changePassword(
        principal.userId,
        await hashPassword(request.body.newPassword),
        principal.sessionId,
      );
      await sendSafely(deps.mailer, passwordChangedMail(user.email, user.firstName), deps.log);
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
      const user = await deps.profiles.findByEmail(request.body.email);
      // One link a minute per user: the same answer either way, so nothing is told away.
      if (user && !(await deps.tokens.issuedRecently(user.id, 'reset'))) {
        const { link } = await deps.tokens.issue(user.id, 'reset');
        await sendSafely(
          deps.mailer,
          passwordResetMail(user.email, user.firstName, link),
          deps.log,
        );
      }
      return reply.status(204).send(null);
    },
  );
}
