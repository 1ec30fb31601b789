import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../platform/db/database';
import { findMetric, metricsOf } from '../catalogue/find-metric';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { importBatch } from './import-batch';
import { readFdicAllReports } from './importers/read-fdic';
import { copyFixture, fixturePath } from './importers/test-fixtures';

const PCR = 'All_Reports_20190630_Performance and Condition Ratios.csv';
const FALLBACKS = { LBPRROE: 'ROE', LBPRNIM: 'NIMY', LBPRYEA: 'INTINCY', LBPRNCO: 'NTLNLSR' };
const IDS = [...Object.keys(FALLBACKS), 'LBPRLNYLD'];

/** Per RSSD id, the figure of each metric of IDS and whether it is noted "not reported". */
async function figures(handle: DatabaseHandle) {
  const slots = await queryRows<{ metric_id: string; slot: number }>(
    handle.db,
    sql`select metric_id, slot from metric_slots where institution_type = 'bank'`,
  );
  const rows = await queryRows<{ iid: number; values: (number | null)[]; nr: number[] | null }>(
    handle.db,
    sql`select iid, values, not_reported as nr from metric_values where report_date = '2019-06-30'`,
  );
  const slotOf = (id: string) => slots.find((s) => s.metric_id === id)!.slot;
  return new Map(
    rows.map((row) => [
      row.iid,
      Object.fromEntries(
        IDS.map((id) => [
          id,
          {
            value: row.values[slotOf(id) - 1] ?? null,
            notReported: row.nr?.includes(slotOf(id)) ?? false,
          },
        ]),
      ),
    ]),
  );
}

describe.each(testDatabaseKinds)('FDIC published ratios on the %s database', (kind) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('one SDI quarter shows the FDIC’s ROE, NIM, yield and net charge-off ratios where the files have no averages', async () => {
    handle = await openTestDatabase(kind);
    await importBatch(
      handle.db,
      await readFdicAllReports(fixturePath('fdic-20190630')),
      metricsOf('bank'),
    );
    const all = await figures(handle);
    // 1880 Bank: the ratio report's figures, as published.
    expect(all.get(746223)).toMatchObject({
      LBPRROE: { value: 7.6012, notReported: false },
      LBPRNIM: { value: 3.8017, notReported: false },
      LBPRYEA: { value: 4.1532, notReported: false },
      LBPRNCO: { value: 0.0125, notReported: false },
      // No published loan yield, and the interest on loans is in a report the download lacks.
      LBPRLNYLD: { value: null, notReported: true },
    });
    // Hometown Savings: FDIC shows NA for its ROE, so the dash says why; the rest stand.
    expect(all.get(111111)).toMatchObject({
      LBPRROE: { value: null, notReported: true },
      LBPRNIM: { value: 2.6507, notReported: false },
    });
    // The OI branch has no ratios at all.
    for (const id of IDS)
      expect(all.get(3065617)![id], id).toEqual({ value: null, notReported: true });
  });

  it('without the ratio report, every bank’s figure is blank with the reason, not a bare blank', async () => {
    handle = await openTestDatabase(kind);
    const dir = copyFixture('fdic-20190630');
    rmSync(path.join(dir, PCR));
    const batch = await readFdicAllReports(dir);
    expect(batch.reading?.missingSchedules.map((m) => m.schedule)).toContain(PCR);
    await importBatch(handle.db, batch, metricsOf('bank'));
    for (const [iid, metrics] of await figures(handle))
      for (const id of IDS)
        expect(metrics[id], `${id} of ${iid}`).toEqual({ value: null, notReported: true });
  });
});

describe('the information dialog', () => {
  it('names the FDIC field each ratio falls back on', () => {
    for (const [id, field] of Object.entries(FALLBACKS)) {
      const metric = findMetric(id, 'bank')!;
      expect(metric.description).toContain(
        `FDIC published ratio (field ${field}, Performance and Condition Ratios) where the call-report averages are not in the files`,
      );
      expect(metric.metricInformation).toContain(`the FDIC’s published ratio ${field} is shown`);
    }
    expect(findMetric('LBPRLNYLD', 'bank')!.metricInformation).toContain(
      'The FDIC publishes no loan yield',
    );
  });
});
