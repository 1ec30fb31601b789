import { authRoutes as contract } from '@app/core/api/routes/auth-routes';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import type { UserSessionService } from './user-session-service';

/** spec 1 section 7: the signed-in user's remembered choices, key by key. */
export function userSessionRoutes(app: FastifyInstance, deps: { sessions: UserSessionService }) {
  const options = { access: roles.member, tag: 'user' } as const;
  const { sessions } = deps;

  contractRoute(
    app,
    contract.session,
    { ...options, summary: "The user's remembered choices" },
    async (_input, request) => sessions.values(requirePrincipal(request).userId),
  );

  contractRoute(
    app,
    contract.saveSession,
    { ...options, summary: 'Remember one choice' },
    async ({ body }, request) => sessions.remember(requirePrincipal(request).userId, body),
  );

  contractRoute(
    app,
    contract.clearSession,
    { ...options, summary: 'Forget every remembered choice' },
    async (_input, request) => {
      await sessions.forget(requirePrincipal(request).userId);
    },
  );
}
