import { adminRoutes as adminContract } from '@app/core/api/routes/admin-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import type { AccountAdminService } from './account-admin-service';

/** The platform admin's view of accounts: subscriptions. */
export function accountAdminRoutes(
  app: FastifyInstance,
  deps: { accountAdmin: AccountAdminService },
) {
  contractRoute(
    app,
    adminContract.subscriptions,
    {
      access: roles.platformAdmin,
      summary: 'Every subscription with its price and billing ids, plan changes included',
      tag: 'admin',
      errors: [401, 403],
    },
    async () => deps.accountAdmin.subscriptions(),
  );
}
