import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatch } from '../../reference-data/data/import-batch';
import { refreshDataSettings } from '../../reference-data/data/refresh-data-settings';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';
import { systemSettingsRepository } from '../../platform/settings/system-settings-repository';
import { demoLoadState } from './demo-load-state';

describe.each(testDatabaseKinds)('service status on the %s database', (kind) => {
  let demo: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    demo = await startTestApp(kind, { demoMode: true });
    production = await startTestApp(kind, { demoMode: false });
  });
  afterAll(async () => {
    await demo.close();
    await production.close();
  });

  it('says the demo data is loading until the load has finished, to anyone', async () => {
    const before = await demo.client().get('/api/status');
    expect(before.statusCode).toBe(200);
    // The test app seeds the demo institutions (generated) for its accounts.
    expect(before.json()).toEqual({ demo: true, data: 'loading', syntheticInstitutions: 'all' });

    const cu = metricsOf('credit union');
    await importBatch(
      demo.db,
      tinyBatch('credit union', '2025-06-30', { 1: { ACCT_010: 9 } }),
      cu,
      {
        synthetic: true,
      },
    );
    // Quarters stored, but the load has not finished: still loading.
    expect((await demo.client().get('/api/status')).json()).toEqual({
      demo: true,
      data: 'loading',
      syntheticInstitutions: 'all',
    });
    const load = demoLoadState(systemSettingsRepository(demo.db));
    await load.started();
    await refreshDataSettings(demo.db);
    // The figures are set, but the load has not recorded its end: still loading.
    expect((await demo.client().get('/api/status')).json()).toMatchObject({ data: 'loading' });
    await load.finished();
    expect((await demo.client().get('/api/status')).json()).toEqual({
      demo: true,
      data: 'ready',
      syntheticInstitutions: 'all',
    });
  });

  it('says when real agency data sits beside the generated institutions', async () => {
    // An agency import (not synthetic) into the demo database: only some are generated now,
    // so the notice may no longer call every institution fictional.
    await importBatch(
      demo.db,
      tinyBatch('bank', '2025-06-30', { 4829: { RCON2170: 100 } }),
      metricsOf('bank'),
    );
    expect((await demo.client().get('/api/status')).json()).toMatchObject({
      demo: true,
      syntheticInstitutions: 'some',
    });
  });

  it('says empty, not loading, on a database without imports outside demo mode', async () => {
    expect((await production.client().get('/api/status')).json()).toEqual({
      demo: false,
      data: 'empty',
      syntheticInstitutions: 'all',
    });
  });
});
