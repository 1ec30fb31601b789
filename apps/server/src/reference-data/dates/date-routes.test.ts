import type { HeldDateSet } from '@app/core/api/dates';
import { calendarDayOf, formatDay, freshnessBanner } from '@app/core/domain/data-freshness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataVersions } from '../../platform/db/schema/call-report-tables';
import {
  SETTING_KEYS,
  systemSettingsRepository,
} from '../../platform/settings/system-settings-repository';
import { importBatch } from '../data/import-batch';
import { refreshDataSettings } from '../data/refresh-data-settings';
import { metricsOf } from '../catalogue/find-metric';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';

/** data_versions' change times, as the answer writes them. */
async function loadTimes(t: TestApp) {
  const rows = await t.db
    .select({ type: dataVersions.institutionType, changedAt: dataVersions.changedAt })
    .from(dataVersions);
  return Object.fromEntries(
    rows.map((row) => [row.type, new Date(row.changedAt).toISOString()]),
  ) as Record<string, string>;
}

describe.each(testDatabaseKinds)('dates and system settings on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const cu = metricsOf('credit union');
    await importBatch(t.db, tinyBatch('credit union', '2025-06-30', { 1: { ACCT_010: 100 } }), cu);
    await importBatch(t.db, tinyBatch('credit union', '2025-09-30', { 1: { ACCT_010: 110 } }), cu);
    await importBatch(
      t.db,
      tinyBatch('bank', '2025-09-30', { 7: { RCON2170: 5 } }),
      metricsOf('bank'),
    );
    await refreshDataSettings(t.db);
  });
  afterAll(() => t.close());

  it('answers 401 signed out', async () => {
    for (const url of [
      '/api/date',
      '/api/date/nmd',
      '/api/date/future',
      '/api/systemsetting/nmd_trunct',
    ]) {
      expect((await t.client().get(url)).statusCode).toBe(401);
    }
  });

  it('answers the quarters held per institution type, and when each was loaded', async () => {
    const client = await t.client().login('standard@example.com');
    const loaded = await loadTimes(t);
    expect((await client.get('/api/date')).json()).toEqual([
      { institutionType: 'bank', dates: ['2025-09-30'], loadedAt: loaded.bank },
      {
        institutionType: 'credit union',
        dates: ['2025-06-30', '2025-09-30'],
        loadedAt: loaded['credit union'],
      },
    ]);
  });

  it('limits the deposit dates to the StartNmdReportDate setting', async () => {
    const client = await t.client().login('nmd@example.com');
    await systemSettingsRepository(t.db).set(SETTING_KEYS.nmdStartDate, '2025-09-30');
    expect((await client.get('/api/date/nmd')).json()).toEqual([
      { institutionType: 'bank', dates: ['2025-09-30'] },
      { institutionType: 'credit union', dates: ['2025-09-30'] },
    ]);
  });

  it('answers eight future quarter ends after the newest report', async () => {
    const client = await t.client().login('nmd@example.com');
    const [bank] = (await client.get('/api/date/future')).json();
    expect(bank.dates).toHaveLength(8);
    expect(bank.dates[0]).toBe('2025-12-31');
    expect(bank.dates[7]).toBe('2027-09-30');
  });

  it('answers the settings the screens read, and 404 for others', async () => {
    const client = await t.client().login('nmd@example.com');
    expect((await client.get('/api/systemsetting/nmd_trunct')).json()).toEqual({
      key: 'nmd_trunct',
      value: '40',
    });
    expect((await client.get('/api/systemsetting/nmd_sig_event_ind')).json().value).toBe('0.2');
    expect((await client.get('/api/systemsetting/CurrentNmdReportDate')).json().value).toBe(
      '2025-09-30',
    );
    const hidden = await client.get('/api/systemsetting/maintenance_message');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('No system setting maintenance_message.');
  });

  // Last: it imports a later quarter, which would move the other tests' dates.
  it('gives the banner its sources, and a new import a new answer', async () => {
    const client = await t.client().login('standard@example.com');
    const first = await client.get('/api/date');
    const sources = (first.json() as HeldDateSet[]).map((set) => ({
      institutionType: set.institutionType,
      newestDate: set.dates.at(-1) ?? null,
      loadedAt: set.loadedAt,
    }));
    // The newest load of the two (the bank's, imported last); its year is not the quarter's.
    const loaded = await loadTimes(t);
    const newestLoad = [loaded.bank!, loaded['credit union']!].sort().at(-1)!;
    const loadedDay = formatDay(calendarDayOf(newestLoad, 'UTC'));
    expect(freshnessBanner(sources, 'UTC')).toBe(
      `Call reports through Sep 30, 2025; NCUA through Sep 30, 2025, loaded ${loadedDay}`,
    );

    // The answer is cached under the data version, which the import raises with the time.
    await importBatch(
      t.db,
      tinyBatch('bank', '2025-12-31', { 7: { RCON2170: 6 } }),
      metricsOf('bank'),
    );
    const second = await client.get('/api/date');
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const [bank] = second.json() as HeldDateSet[];
    expect(bank!.dates.at(-1)).toBe('2025-12-31');
    expect(bank!.loadedAt).toBe((await loadTimes(t)).bank);
    expect(Date.parse(bank!.loadedAt!)).toBeGreaterThanOrEqual(Date.parse(sources[0]!.loadedAt!));
  });
});
