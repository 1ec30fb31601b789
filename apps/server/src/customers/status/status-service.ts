import type { ServiceStatus } from '@app/core/api/status';
import type { InstitutionsRepository } from '../../reference-data/institutions/institutions-repository';
import {
  SETTING_KEYS,
  type SystemSettingsRepository,
} from '../../platform/settings/system-settings-repository';
import { demoLoadState } from './demo-load-state';

/**
 * Read from the database, not from this process, so that every instance behind a load
 * balancer answers the same. The current report date is set once a load or an import has
 * finished (refreshDataSettings), so its presence means the figures are complete. A demo load
 * that stopped says why (demo-load-state.ts).
 */
export function statusService(deps: {
  demoMode: boolean;
  settings: SystemSettingsRepository;
  institutions: Pick<InstitutionsRepository, 'syntheticShare'>;
}) {
  return {
    async read(): Promise<ServiceStatus> {
      const loaded = (await deps.settings.get(SETTING_KEYS.nmdCurrentDate)) !== undefined;
      // Real agency files can be imported into a demo database: then only the generated
      // institutions are fictional, and the notice must not say every figure is.
      const syntheticInstitutions = await deps.institutions.syntheticShare();
      if (!deps.demoMode) {
        return { demo: false, data: loaded ? 'ready' : 'empty', syntheticInstitutions };
      }
      const load = await demoLoadState(deps.settings).read();
      // The figures are set a moment before a demo load ends: it is ready only once it has
      // recorded its end (a server stopped in between runs the load's last steps again).
      if (loaded && load.state !== 'loading') {
        return { demo: true, data: 'ready', syntheticInstitutions };
      }
      // A demo load that stopped says why, rather than "loading" for ever.
      return load.state === 'failed'
        ? { demo: true, data: 'failed', reason: load.reason, syntheticInstitutions }
        : { demo: true, data: 'loading', syntheticInstitutions };
    },
  };
}

export type StatusService = ReturnType<typeof statusService>;
