import { adminRoutes } from '@app/core/api/routes/admin-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roles } from '../../platform/access/roles';
import { readMaintenance } from '../../platform/settings/system-settings-service';
import { overviewRepository } from './overview-repository';
import type { Database } from '../../platform/db/database';
import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';

/** How many of the last imports the overview lists. */
export const OVERVIEW_IMPORTS = 5;

export function overviewRoutes(
  app: FastifyInstance,
  deps: { db: Database; settings: SystemSettingsRepository },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const overview = overviewRepository(deps.db);
  api.get(
    adminRoutes.overview.path,
    {
      preHandler: roles.platformAdmin,
      schema: {
        tags: ['admin'],
        summary: "The operator's morning check: maintenance, data freshness, imports, counts",
        response: { 200: adminRoutes.overview.response },
      },
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
