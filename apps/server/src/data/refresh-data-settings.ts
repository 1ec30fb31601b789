import { sql } from 'drizzle-orm';
import { SETTING_KEYS, systemSettingsRepository } from '../content/system-settings';
import { queryRows, type Database } from '../db/database';

/**
 * The deposit pages start at the first quarter held and show the newest by default; both move
 * with the data, so they are set after every load.
 */
export async function refreshDataSettings(db: Database) {
  const [range] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(report_date)::text as first, max(report_date)::text as last from call_reports`,
  );
  if (!range?.first || !range.last) return;
  const settings = systemSettingsRepository(db);
  await settings.set(SETTING_KEYS.nmdStartDate, range.first);
  await settings.set(SETTING_KEYS.nmdCurrentDate, range.last);
}
