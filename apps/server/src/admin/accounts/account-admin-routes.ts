import { adminRoutes as adminContract } from '@app/core/api/routes/admin-routes';
import { errorResponse } from '@app/core/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roles } from '../../platform/access/roles';
import type { AccountAdminService } from './account-admin-service';

/** The platform admin's view of accounts: subscriptions. */
export function accountAdminRoutes(
  app: FastifyInstance,
  deps: { accountAdmin: AccountAdminService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preHandler = roles.platformAdmin;
  const refusals = { 401: errorResponse, 403: errorResponse };
  const service = deps.accountAdmin;

  api.get(
    adminContract.subscriptions.path,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Every subscription with its price and billing ids, plan changes included',
        response: { 200: adminContract.subscriptions.response, ...refusals },
      },
    },
    async () => service.subscriptions(),
  );
}
