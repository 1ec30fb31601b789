import { contentRoutes as contentContract } from '@app/core/api/routes/content-routes';
import type { ServiceStatus } from '@app/core/api/status';
import { PUBLIC } from '../../platform/http/public-route';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SETTING_KEYS,
  type SystemSettingsRepository,
} from '../../platform/settings/system-settings-repository';
import { queryRows, type Database } from '../../platform/db/database';
import { demoLoadState } from './demo-load-state';

/**
 * Read from the database, not from this process, so that every instance behind a load
 * balancer answers the same. The current report date is set once a load or an import has
 * finished (refreshDataSettings), so its presence means the figures are complete. A demo load
 * that stopped says why (demo-load-state.ts).
 */
export function statusRoutes(
  app: FastifyInstance,
  deps: { demoMode: boolean; settings: SystemSettingsRepository; db: Database },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    contentContract.status.path,
    {
      config: PUBLIC,
      schema: {
        tags: ['status'],
        summary: 'Demo mode and whether the data is loaded',
        response: { 200: contentContract.status.response },
      },
    },
    async (): Promise<ServiceStatus> => {
      const loaded = (await deps.settings.get(SETTING_KEYS.nmdCurrentDate)) !== undefined;
      // Real agency files can be imported into a demo database: then only the generated
      // institutions are fictional, and the notice must not say every figure is.
      const [held] = await queryRows<{ any: boolean | null; every: boolean | null }>(
        deps.db,
        sql`select bool_or(synthetic) as any, bool_and(synthetic) as every from institutions`,
      );
      const syntheticInstitutions = held?.every ? 'all' : held?.any ? 'some' : 'none';
      if (loaded || !deps.demoMode) {
        return { demo: deps.demoMode, data: loaded ? 'ready' : 'empty', syntheticInstitutions };
      }
      // A demo load that stopped says why, rather than "loading" for ever.
      const load = await demoLoadState(deps.settings).read();
      return load.state === 'failed'
        ? { demo: true, data: 'failed', reason: load.reason, syntheticInstitutions }
        : { demo: true, data: 'loading', syntheticInstitutions };
    },
  );
}
