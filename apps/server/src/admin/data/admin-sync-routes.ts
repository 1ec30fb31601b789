import { adminDataRoutes as contract } from '@app/core/api/routes/admin-data-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { contractRoute } from '../../platform/http/contract-route';
import type { SyncService } from './sync-service';

/** The data screen's sync panel: routes of packages/core/src/api/routes/admin-data-routes.ts. */
export function adminSyncRoutes(app: FastifyInstance, deps: { sync: SyncService }) {
  const options = { access: roles.platformAdmin, tag: 'admin' };

  contractRoute(
    app,
    contract.syncOverview,
    {
      ...options,
      summary:
        'The sync per source (last check, newest quarter held, next run), its schedule and runs',
    },
    async () => deps.sync.overview(),
  );

  contractRoute(
    app,
    contract.syncNow,
    {
      ...options,
      summary: 'Sync now: queue a run of one source or all (a run already open is answered)',
      errors: [400, 401, 403],
    },
    async ({ body }, request) => deps.sync.syncNow(requirePrincipal(request), body.source),
  );

  contractRoute(
    app,
    contract.setSyncSchedule,
    {
      ...options,
      summary: 'Change the sync schedule; every instance follows it from its next check',
      errors: [400, 401, 403],
    },
    async ({ body }, request) => deps.sync.setSchedule(requirePrincipal(request), body),
  );
}
