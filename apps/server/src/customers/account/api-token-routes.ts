import { apiTokenRoutes as contract } from '@app/core/api/routes/api-token-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../../platform/access/roles';
import type { ApiTokenService } from '../../platform/auth/api-token-service';
import { requirePrincipal } from '../../platform/auth/guards';
import { contractRoute } from '../../platform/http/contract-route';

/**
 * The caller's personal API tokens (issue 27 point 5). A member of their organization may
 * hold them; a token reads what its user may read, and only that (auth/guards.ts).
 */
export function apiTokenRoutes(app: FastifyInstance, deps: { apiTokens: ApiTokenService }) {
  const options = { access: roles.member, tag: 'account' } as const;
  const { apiTokens } = deps;

  contractRoute(
    app,
    contract.apiTokens,
    { ...options, summary: 'Your API tokens (never the tokens themselves)', errors: [401, 403] },
    async (_input, request) => apiTokens.list(requirePrincipal(request).userId),
  );

  contractRoute(
    app,
    contract.createApiToken,
    {
      ...options,
      summary: 'Create an API token; the answer is the only time it is shown',
      errors: [400, 401, 403],
    },
    async ({ body }, request) => apiTokens.create(requirePrincipal(request).userId, body),
  );

  contractRoute(
    app,
    contract.revokeApiToken,
    { ...options, summary: 'Revoke one of your API tokens', errors: [401, 403, 404] },
    async ({ params }, request) => {
      await apiTokens.revoke(requirePrincipal(request).userId, params.id);
    },
  );
}
