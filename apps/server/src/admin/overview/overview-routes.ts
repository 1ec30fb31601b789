import { adminRoutes } from '@app/core/api/routes/admin-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import { readMaintenance } from '../../platform/settings/system-settings-service';
import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';
import type { OverviewRepository } from './overview-repository';

/** How many of the last imports the overview lists. */
export const OVERVIEW_IMPORTS = 5;

export function overviewRoutes(
  app: FastifyInstance,
  deps: { overview: OverviewRepository; settings: SystemSettingsRepository },
) {
  const { overview } = deps;
  contractRoute(
    app,
    adminRoutes.overview,
    {
      access: roles.platformAdmin,
      summary: "The operator's morning check: maintenance, data freshness, imports, counts",
      tag: 'admin',
    },
    async () => ({
      maintenance: await readMaintenance(deps.settings),
      freshness: await overview.freshness(),
      lastImports: await overview.lastImports(OVERVIEW_IMPORTS),
      ...(await overview.counts()),
      paidSubscriptions: await overview.paidSubscriptions(),
    }),
  );
}
