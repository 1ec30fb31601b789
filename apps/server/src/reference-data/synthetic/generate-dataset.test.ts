import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iidOf } from '@app/core/domain/institution-ids';
import { queryRows, type DatabaseHandle } from '../../platform/db/database';
import { openTestDatabase } from '../../testing/test-database';
import { generateDataset, type GenerateDatasetResult } from './generate-dataset';
import { modelRatePath } from './rate-path';

const QUARTERS = 16;

describe('generateDataset on the embedded database', () => {
  let handle: DatabaseHandle;
  let result: GenerateDatasetResult;
  const progress: string[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase('embedded');
    result = await generateDataset(handle.db, {
      scale: 'demo',
      seed: 3,
      institutionCount: { banks: 3, creditUnions: 3 },
      quarterCount: QUARTERS,
      progress: {
        start: (total, label) => progress.push(`start ${total} ${label}`),
        tick: () => progress.push('tick'),
        stop: () => progress.push('stop'),
      },
      log: (line) => lines.push(line),
    });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(handle.db, query))[0]?.n;

  it('loads the institutions, labelled synthetic, with the demo institutions among them', async () => {
    expect(result.banks).toBeGreaterThanOrEqual(8); // 3 + 6 demo banks, unless one failed
    expect(result.creditUnions).toBeGreaterThanOrEqual(4);
    expect(await count(sql`select count(*)::int as n from institutions`)).toBe(
      result.banks + result.creditUnions,
    );
    expect(await count(sql`select count(*)::int as n from institutions where not synthetic`)).toBe(
      0,
    );
    const [demo] = await queryRows<{ name: string; ownership_type: string | null }>(
      handle.db,
      sql`select name, ownership_type from institutions where iid = ${iidOf('bank', 9000001)}`,
    );
    expect(demo).toEqual({ name: 'Prairie Gate Bank', ownership_type: 'SubS' });
    expect(
      await count(
        sql`select count(*)::int as n from institutions where institution_type = 'bank' and ownership_type is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from institutions where institution_type = 'credit union' and tom_code is not null and website like '%.example'`,
      ),
    ).toBe(result.creditUnions);
  });

  it('stores every quarter of reports and their metrics', async () => {
    const reports = await count(sql`select count(*)::int as n from call_reports`);
    expect(reports).toBeGreaterThanOrEqual((result.banks + result.creditUnions) * QUARTERS * 0.9);
    expect(await count(sql`select count(distinct report_date)::int as n from call_reports`)).toBe(
      QUARTERS,
    );
    expect(await count(sql`select count(*)::int as n from metric_values`)).toBe(reports);
    // Total assets of a demo bank: a metric value computed from the generated items.
    const [assets] = await queryRows<{ value: number | null }>(
      handle.db,
      sql`select v.values[s.slot] as value from metric_values v
          join metric_slots s on s.institution_type = v.institution_type and s.metric_id = 'LBPR2170'
          where v.iid = ${iidOf('bank', 9000002)} and v.report_date = '2009-12-31'`,
    );
    expect(assets?.value).toBeGreaterThan(100_000_000);
  });

  it('loads the built-in rate path through the FRED importer', async () => {
    expect(await count(sql`select count(*)::int as n from rates`)).toBe(5);
    const rows = await queryRows<{ rate_id: string; value: number }>(
      handle.db,
      sql`select rate_id, value from rate_values where report_date = '2023-12-31' order by rate_id`,
    );
    const model = modelRatePath().at('2023-12-31');
    expect(rows).toEqual([
      { rate_id: 'DGS10', value: model.treasury10y },
      { rate_id: 'DGS3MO', value: model.treasury3m },
      { rate_id: 'DGS5', value: model.treasury5y },
      { rate_id: 'FEDFUNDS', value: model.fedFunds },
      { rate_id: 'WM2NS', value: expect.closeTo(model.m2, 6) as unknown as number },
    ]);
  });

  it('reports progress per quarter and prints a summary', () => {
    expect(progress).toEqual([
      `start ${QUARTERS} synthetic quarters`,
      ...Array<string>(QUARTERS).fill('tick'),
      'stop',
      `start ${2 * QUARTERS} metrics`,
      ...Array<string>(2 * QUARTERS).fill('tick'),
      'stop',
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Synthetic demo dataset \(seed 3\): \d+ banks and \d+ credit unions, 16 quarters 2006-03-31 to 2009-12-31/,
    );
  });

  it('sets the deposit pages to the quarters held', async () => {
    const rows = await queryRows<{ key: string; value: string }>(
      handle.db,
      sql`select key, value from system_settings where key in ('StartNmdReportDate', 'CurrentNmdReportDate') order by key`,
    );
    expect(rows).toEqual([
      { key: 'CurrentNmdReportDate', value: '2009-12-31' },
      { key: 'StartNmdReportDate', value: '2006-03-31' },
    ]);
  });
});
