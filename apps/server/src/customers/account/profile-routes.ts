import { accountRoutes as contract } from '@app/core/api/routes/account-routes';
import type { FastifyInstance } from 'fastify';
import { requireAccountHolder } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { contractRoute, PUBLIC_ACCESS } from '../../platform/http/contract-route';
import type { EmailTokenService } from './email-token-service';
import type { ProfileService } from './profile-service';

/** The signed-in user's own profile and password, and the e-mailed links that set a password. */
export function profileRoutes(
  app: FastifyInstance,
  deps: { profiles: ProfileService; tokens: EmailTokenService },
) {
  const tag = 'account';
  const own = { access: roles.ownAccount, tag } as const;
  const { profiles, tokens } = deps;

  contractRoute(
    app,
    contract.profile,
    { ...own, summary: 'Your profile', errors: [401] },
    async (_input, request) => profiles.read(requireAccountHolder(request).userId),
  );

  contractRoute(
    app,
    contract.updateProfile,
    { ...own, summary: 'Change your names, phone and title', errors: [400, 401] },
    async ({ body }, request) => profiles.update(requireAccountHolder(request).userId, body),
  );

  contractRoute(
    app,
    contract.changePassword,
    { ...own, summary: 'Change your password; signs out your other sessions', errors: [400, 401] },
    async ({ body }, request) => {
      await profiles.changePassword(requireAccountHolder(request), body);
    },
  );

  // The e-mailed links (verification, reset, invitation) are for people who cannot sign in yet.

  contractRoute(
    app,
    contract.token,
    {
      access: PUBLIC_ACCESS,
      summary: 'What an e-mailed link is for, while it is valid',
      tag,
      errors: [400, 404],
    },
    async ({ query }) => tokens.describe(query.token),
  );

  contractRoute(
    app,
    contract.setPassword,
    {
      access: PUBLIC_ACCESS,
      summary: 'Set the password through an e-mailed link; verifies the address, ends all sessions',
      tag,
      errors: [400, 404],
    },
    async ({ body }) => {
      await tokens.setPassword(body.token, body.password);
    },
  );

  contractRoute(
    app,
    contract.resetPassword,
    {
      access: PUBLIC_ACCESS,
      summary:
        'E-mail a password reset link; answers 204 whether or not the address has an account',
      tag,
      errors: [400],
    },
    async ({ body }) => {
      await profiles.sendPasswordReset(body.email);
    },
  );
}
