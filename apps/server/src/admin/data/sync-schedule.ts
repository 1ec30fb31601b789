import {
  DEFAULT_SYNC_SCHEDULE,
  syncSchedule,
  type SyncSchedule,
} from '@app/core/api/admin/data-sync';
import {
  SETTING_KEYS,
  type SystemSettingsRepository,
} from '../../platform/settings/system-settings-repository';

/**
 * The sync schedule, a system setting (JSON in system_settings) that every instance reads at
 * each check, so a change holds at once everywhere. Unset, it is the default: daily in the six
 * weeks after each filing deadline, weekly otherwise; off on a demo installation, whose
 * fictional institutions real quarters would join (and which often has no internet access).
 */
export function syncScheduleSetting(settings: SystemSettingsRepository, demoMode: boolean) {
  const fallback: SyncSchedule = { ...DEFAULT_SYNC_SCHEDULE, enabled: !demoMode };
  return {
    async read(): Promise<SyncSchedule> {
      const stored = await settings.get(SETTING_KEYS.syncSchedule);
      if (!stored) return fallback;
      try {
        const parsed = syncSchedule.safeParse(JSON.parse(stored));
        return parsed.success ? parsed.data : fallback;
      } catch {
        return fallback;
      }
    },

    async write(schedule: SyncSchedule) {
      await settings.set(SETTING_KEYS.syncSchedule, JSON.stringify(schedule));
    },
  };
}

export type SyncScheduleSetting = ReturnType<typeof syncScheduleSetting>;
