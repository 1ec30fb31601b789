import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { systemSettings } from '../db/schema/settings-tables';
import { raiseDataVersion } from '../db/data-version';

/** Keys of the settings the platform admin can change. */
export const SETTING_KEYS = {
  maintenanceMode: 'maintenance_mode',
  maintenanceMessage: 'maintenance_message',
  /** Non-maturity deposits: truncation point of the decay run-off, in quarters. */
  nmdTruncation: 'nmd_trunct',
  /** Non-maturity deposits: quarterly growth magnitude that counts as a significant event. */
  nmdSignificantEvent: 'nmd_sig_event_ind',
  /** First and current quarter of the deposit pages (set from the data held). */
  nmdStartDate: 'StartNmdReportDate',
  nmdCurrentDate: 'CurrentNmdReportDate',
  /** When the agencies' files are synced (JSON of SyncSchedule; admin/data/sync-schedule.ts). */
  syncSchedule: 'sync_schedule',
} as const;
// Defaults of nmd_trunct (40 quarters) and nmd_sig_event_ind (0.2) are set by a migration.

export function systemSettingsRepository(db: Database) {
  return {
    async get(key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(eq(systemSettings.key, key));
      return row?.value;
    },

    /** Analytics answers read settings (the deposit pages' dates): they follow a change at once. */
    async set(key: string, value: string) {
      await db.transaction(async (tx) => {
        await tx
          .insert(systemSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: systemSettings.key, set: { value } });
        await raiseDataVersion(tx, 'settings');
      });
    },
  };
}

export type SystemSettingsRepository = ReturnType<typeof systemSettingsRepository>;
