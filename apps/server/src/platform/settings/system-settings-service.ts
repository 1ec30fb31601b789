import type { MaintenanceState } from '@app/core/api/auth';
import { sanitizeContent } from '../http/sanitize-content';
import { SETTING_KEYS, type SystemSettingsRepository } from './system-settings-repository';

export const DEFAULT_MAINTENANCE_MESSAGE =
  'Peerscope is down for scheduled maintenance. Please check back shortly.';

/** The settings the screens read; maintenance settings go through the admin API only. */
const SCREEN_SETTINGS = new Set<string>([
  SETTING_KEYS.nmdTruncation,
  SETTING_KEYS.nmdSignificantEvent,
  SETTING_KEYS.nmdStartDate,
  SETTING_KEYS.nmdCurrentDate,
]);

export async function readMaintenance(
  settings: SystemSettingsRepository,
): Promise<MaintenanceState> {
  const [mode, message] = await Promise.all([
    settings.get(SETTING_KEYS.maintenanceMode),
    settings.get(SETTING_KEYS.maintenanceMessage),
  ]);
  return {
    maintenanceMode: mode === 'true',
    // HTML from the console's editor, sanitized on the way out too: the login page shows it as is.
    maintenanceMessage: sanitizeContent(message ?? DEFAULT_MAINTENANCE_MESSAGE),
  };
}

export async function writeMaintenance(
  settings: SystemSettingsRepository,
  state: MaintenanceState,
): Promise<MaintenanceState> {
  await settings.set(SETTING_KEYS.maintenanceMode, String(state.maintenanceMode));
  await settings.set(SETTING_KEYS.maintenanceMessage, sanitizeContent(state.maintenanceMessage));
  return readMaintenance(settings);
}

/** A setting the screens may read, or undefined when it is unknown, unset or not theirs. */
export async function readScreenSetting(
  settings: SystemSettingsRepository,
  key: string,
): Promise<string | undefined> {
  return SCREEN_SETTINGS.has(key) ? settings.get(key) : undefined;
}
