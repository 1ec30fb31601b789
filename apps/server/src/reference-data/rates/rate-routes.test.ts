import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fredFolder, FRED_SERIES_VALUES } from '../../testing/fred-folder';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import {
  SETTING_KEYS,
  systemSettingsRepository,
} from '../../platform/settings/system-settings-repository';
import { importRates } from '../data/import-rates';

describe.each(testDatabaseKinds)('rate calls on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await importRates(t.db, fredFolder(FRED_SERIES_VALUES));
    await systemSettingsRepository(t.db).set(SETTING_KEYS.nmdStartDate, '2025-06-30');
  });
  afterAll(() => t.close());

  it('refuses signed-out callers and users without a product', async () => {
    expect((await t.client().get('/api/rate/DGS10')).statusCode).toBe(401);
    const admin = await t.client().login('admin@example.com');
    expect((await admin.get('/api/rate/DGS10')).statusCode).toBe(403);
  });

  it('answers the quarterly values of a rate, from a date key when asked', async () => {
    const client = await t.client().login('nmd@example.com');
    const all = await client.get('/api/rate/FEDFUNDS');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((p: { reportDate: string }) => p.reportDate)).toEqual([
      '2025-03-31',
      '2025-06-30',
    ]);
    expect(all.headers['cache-control']).toBe('private, no-cache');
    const fromKey = await client.get('/api/rate/FedFunds?dateKey=StartNmdReportDate');
    expect(fromKey.json()).toHaveLength(1);
    expect(fromKey.json()[0].value).toBeCloseTo(1.4, 10);
  });

  it('answers M2 and the rate list', async () => {
    const client = await t.client().login('standard@example.com');
    const m2 = (await client.get('/api/rate/m2')).json();
    expect(m2[0].value).toBeCloseTo(21000.1, 10);
    const list = (await client.get('/api/rate')).json();
    expect(list.map((r: { rateIdStatistical: string }) => r.rateIdStatistical)).toEqual([
      '10yr',
      '5yr',
      '3mo',
      'FedFunds',
      'M2',
    ]);
    expect(
      list.filter((r: { correlationsDefault: boolean }) => r.correlationsDefault),
    ).toHaveLength(1);
  });

  it('answers a definition with the attribution date, found by any of its names', async () => {
    const client = await t.client().login('standard@example.com');
    const definition = (await client.get('/api/rate/definition/WM2NS')).json();
    expect(definition).toMatchObject({
      rateId: 'WM2NS',
      rateEndDate: '2025-06-30',
      lagValue: 0,
      attributionDate: '2025-06-30',
    });
    expect(definition.citation).toContain('[WM2NS]');
    expect((await client.get('/api/rate/definition/10-Year%20Treasury')).json().rateId).toBe(
      'DGS10',
    );
    const unknown = await client.get('/api/rate/definition/LIBOR');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No rate named LIBOR.');
    expect((await client.get('/api/rate/DGS10?dateKey=Tomorrow')).statusCode).toBe(400);
  });
});
