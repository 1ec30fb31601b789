import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';
import { describeFileSystemError } from '../../platform/config/file-system-errors';

/**
 * Where the first-start demo load stands, kept in system_settings so that a restart (and
 * every instance) sees it: `loading` from the moment it starts until it finishes (`done`);
 * `failed` with a sentence saying why. A load killed midway stays `loading`; the next start
 * resumes it. The quarters themselves are the progress: each commits with its call reports.
 */
export const DEMO_LOAD_KEY = 'demo_load';
export const DEMO_LOAD_FAILURE_KEY = 'demo_load_failure';
export type DemoLoadState = 'loading' | 'done' | 'failed';

/**
 * The failure of this process's last load, kept in memory too: when the disk is full the
 * database may not take even the one row that records it.
 */
let failureInThisProcess: string | undefined;

/** The sentence GET /api/status and the demo notice show for a load that stopped. */
export function demoLoadFailureReason(error: unknown): string {
  const reason = describeFileSystemError(error) ?? 'an unexpected error (see the server log)';
  return `The demo data could not be loaded: ${reason}.`;
}

export function demoLoadState(settings: SystemSettingsRepository) {
  return {
    async read(): Promise<{ state: DemoLoadState | undefined; reason?: string }> {
      const state = (await settings.get(DEMO_LOAD_KEY)) as DemoLoadState | undefined;
      if (state === 'failed') {
        const reason = (await settings.get(DEMO_LOAD_FAILURE_KEY)) || failureInThisProcess;
        return { state, reason };
      }
      if (failureInThisProcess) return { state: 'failed', reason: failureInThisProcess };
      return { state };
    },

    async started() {
      failureInThisProcess = undefined;
      await settings.set(DEMO_LOAD_FAILURE_KEY, '');
      await settings.set(DEMO_LOAD_KEY, 'loading');
    },

    async finished() {
      await settings.set(DEMO_LOAD_KEY, 'done');
    },

    /** Records why the load stopped; never throws, the database may be what failed. */
    async failed(reason: string): Promise<void> {
      failureInThisProcess = reason;
      try {
        await settings.set(DEMO_LOAD_FAILURE_KEY, reason);
        await settings.set(DEMO_LOAD_KEY, 'failed');
      } catch {
        // Kept in memory above; GET /api/status of this process still says why.
      }
    },
  };
}
