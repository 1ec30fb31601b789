import { twoFactorRoutes as contract } from '@app/core/api/routes/two-factor-routes';
import type { UserState } from '@app/core/api/auth';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { roles } from '../access/roles';
import { contractRoute, PUBLIC_ACCESS } from '../http/contract-route';
import type { AuthService } from '../auth/auth-service';
import type { PasskeyService } from './passkey-service';
import { PENDING_COOKIE } from '../auth/sign-in-routes';
import { requireAccountHolder, requirePrincipal } from '../auth/guards';
import type { TwoFactorService } from './two-factor-service';

/**
 * The caller's own second factors and sign-in history (any signed-in user, one who must still
 * enrol included: that is where they are sent), the organization's policy (its client-admin)
 * and the platform's (platform admins), and the admin console's view and reset of a user's.
 */
export function twoFactorRoutes(app: FastifyInstance, deps: { twoFactor: TwoFactorService }) {
  const { twoFactor } = deps;
  const own = { access: roles.ownAccount, tag: 'two-factor' } as const;
  const userId = (request: Parameters<typeof requireAccountHolder>[0]) =>
    requireAccountHolder(request).userId;

  contractRoute(
    app,
    contract.signIns,
    { ...own, summary: 'The caller’s sign-in history, newest first' },
    async (_input, request) => twoFactor.history(userId(request)),
  );
  contractRoute(
    app,
    contract.factors,
    { ...own, summary: 'The caller’s second factors, and whether one is required' },
    async (_input, request) => twoFactor.state(userId(request)),
  );
  contractRoute(
    app,
    contract.totpSetup,
    { ...own, summary: 'Start setting up an authenticator app: its secret', errors: [409] },
    async (_input, request) => twoFactor.setupTotp(userId(request)),
  );
  contractRoute(
    app,
    contract.totpConfirm,
    {
      ...own,
      summary: 'Turn the authenticator app on with a code; answers the recovery codes once',
      errors: [400, 409],
    },
    async ({ body }, request) => twoFactor.confirmTotp(userId(request), body.code),
  );
  contractRoute(
    app,
    contract.totpRemove,
    { ...own, summary: 'Turn the authenticator app off (password and code)', errors: [400, 404] },
    async ({ body }, request) => {
      await twoFactor.removeTotp(userId(request), body);
    },
  );

  contractRoute(
    app,
    contract.organizationPolicy,
    {
      access: roles.clientAdmin,
      tag: 'two-factor',
      summary: 'Whether the organization requires two-factor sign-in',
      errors: [403],
    },
    async (_input, request) => twoFactor.organizationPolicy(requirePrincipal(request)),
  );
  contractRoute(
    app,
    contract.setOrganizationPolicy,
    {
      access: roles.clientAdmin,
      tag: 'two-factor',
      summary: 'Require two-factor sign-in of the organization’s members, or not',
      errors: [403],
    },
    async ({ body }, request) =>
      twoFactor.setOrganizationPolicy(requirePrincipal(request), body.required),
  );

  const admin = { access: roles.platformAdmin, tag: 'admin', errors: [403] as const };
  contractRoute(
    app,
    contract.platformPolicy,
    { ...admin, summary: 'Whether platform admins must use two-factor sign-in' },
    async () => twoFactor.platformPolicy(),
  );
  contractRoute(
    app,
    contract.setPlatformPolicy,
    { ...admin, summary: 'Require two-factor sign-in of platform admins, or not (audited)' },
    async ({ body }, request) =>
      twoFactor.setPlatformPolicy(requirePrincipal(request), body.required),
  );
  contractRoute(
    app,
    contract.userFactors,
    { ...admin, summary: 'A user’s second factors', errors: [403, 404] },
    async ({ params }) => twoFactor.userFactors(params.userId),
  );
  contractRoute(
    app,
    contract.resetUserFactors,
    {
      ...admin,
      summary: 'Remove every second factor of a user, with a reason (audited)',
      errors: [400, 403, 404],
    },
    async ({ params, body }, request) => {
      await twoFactor.resetFactors(requirePrincipal(request), params.userId, body.reason);
    },
  );
}

/** Registering and removing passkeys, and signing in with one. */
export function passkeyRoutes(
  app: FastifyInstance,
  deps: {
    passkeys: PasskeyService;
    auth: AuthService;
    signedIn: (
      reply: FastifyReply,
      result: { token: string; userId: string; enrolRequired: boolean },
    ) => Promise<UserState>;
  },
) {
  const { passkeys } = deps;
  const own = { access: roles.ownAccount, tag: 'two-factor' } as const;

  contractRoute(
    app,
    contract.passkeyRegistrationOptions,
    { ...own, summary: 'A challenge to register a passkey with (WebAuthn creation options)' },
    async (_input, request) => passkeys.registrationOptions(requireAccountHolder(request).userId),
  );
  contractRoute(
    app,
    contract.passkeyRegister,
    { ...own, summary: 'Register a passkey under a name', errors: [400] },
    async ({ body }, request) =>
      passkeys.register(requireAccountHolder(request).userId, body.name, body.response),
  );
  contractRoute(
    app,
    contract.passkeyRemove,
    { ...own, summary: 'Remove one of the caller’s passkeys', errors: [404] },
    async ({ params }, request) => {
      await passkeys.remove(requireAccountHolder(request).userId, params.id);
    },
  );
  contractRoute(
    app,
    contract.passkeySignInOptions,
    {
      access: PUBLIC_ACCESS,
      tag: 'auth',
      summary: 'A challenge to sign in with a passkey (WebAuthn request options)',
    },
    async (_input, request) =>
      passkeys.signInOptions(await deps.auth.pendingUser(request.cookies[PENDING_COOKIE])),
  );
  contractRoute(
    app,
    contract.passkeySignIn,
    {
      access: PUBLIC_ACCESS,
      tag: 'auth',
      summary: 'Sign in with a passkey: after the password, or without one',
      errors: [401, 403],
    },
    async ({ body }, request, reply) => {
      const pendingToken = request.cookies[PENDING_COOKIE];
      const result = await passkeys.signIn(
        body.response,
        await deps.auth.pendingUser(pendingToken),
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
      );
      if (pendingToken) await deps.auth.endPending(pendingToken);
      return deps.signedIn(reply, result);
    },
  );
}
