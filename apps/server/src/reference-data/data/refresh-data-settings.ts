import { sql } from 'drizzle-orm';
import {
  SETTING_KEYS,
  systemSettingsRepository,
} from '../../platform/settings/system-settings-repository';
import { INSTITUTION_TYPES } from '@app/core/domain/products';
import { queryRows, type Database } from '../../platform/db/database';
import { rebuildProviderGroups } from '../peer-groups/provider-groups';

/**
 * What follows the data held, refreshed after every load: the deposit pages start at the first
 * quarter held and show the newest by default, and the provider peer groups are drawn from the
 * newest quarter.
 */
export async function refreshDataSettings(db: Database) {
  for (const institutionType of INSTITUTION_TYPES) await rebuildProviderGroups(db, institutionType);
  const [range] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(report_date)::text as first, max(report_date)::text as last from call_reports`,
  );
  if (!range?.first || !range.last) return;
  const settings = systemSettingsRepository(db);
  await settings.set(SETTING_KEYS.nmdStartDate, range.first);
  await settings.set(SETTING_KEYS.nmdCurrentDate, range.last);
}
