import { iidOf } from '@app/core/domain/institution-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { importBatch } from '../../reference-data/data/import-batch';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';

/** Equity to assets (LBPREQAS): RCON3210 / RCON2170. */
const report = (equity: number) => ({ RCON2170: 1000, RCON3210: equity });

describe.each(testDatabaseKinds)('KPI tiles on the %s database', (kind) => {
  let t: TestApp;
  const open = iidOf('bank', 601);
  const closed = iidOf('bank', 602);

  beforeAll(async () => {
    t = await startTestApp(kind);
    // 602 files June and September only: the December import marks it closed.
    await importBatch(
      t.db,
      tinyBatch('bank', '2025-06-30', { 601: report(50), 602: report(60) }),
      metricsOf('bank'),
    );
    await importBatch(
      t.db,
      tinyBatch('bank', '2025-09-30', { 601: report(70), 602: report(80) }),
      metricsOf('bank'),
    );
    await importBatch(
      t.db,
      tinyBatch('bank', '2025-12-31', { 601: report(90) }),
      metricsOf('bank'),
    );
  });
  afterAll(() => t.close());

  it('shows an active bank at the newest quarter', async () => {
    const client = await t.client().login('bundle@example.com');
    const [kpi] = (await client.get(`/api/${open}/kpi/LBPREQAS`)).json();
    expect(kpi).toMatchObject({
      reportDate: '2025-12-31',
      value: 9,
      priorValue: expect.closeTo(7, 10),
    });
  });

  it('shows a closed bank at its last report, not the newest quarter', async () => {
    const client = await t.client().login('bundle@example.com');
    const [kpi] = (await client.get(`/api/${closed}/kpi/LBPREQAS`)).json();
    expect(kpi).toMatchObject({
      reportDate: '2025-09-30',
      value: expect.closeTo(8, 10),
      priorValue: expect.closeTo(6, 10),
    });
    // A date asked for is kept: the page's end date shows what the bank had then (nothing).
    const [asked] = (await client.get(`/api/${closed}/kpi/LBPREQAS?date=2025-12-31`)).json();
    expect(asked).toMatchObject({ reportDate: '2025-12-31', value: null });
  });
});
