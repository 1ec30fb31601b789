import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/paths';
import { queryRows, type DatabaseHandle } from '../db/database';
import { metricsOf } from '../metrics/catalogue/find-metric';
import { openTestDatabase } from '../testing/test-database';
import { importBatch } from './import-batch';
import { readNcuaCallReport } from './importers/read-ncua';

const real = path.resolve(repoRoot, '..', 'shared', 'data', 'real');
const ncuaFolder = path.join(real, 'ncua', 'call-report-2025-12');

/**
 * The published public files, imported end to end (reader, store, metrics) as
 * `npm run data -- import` does. Skipped where ../shared/data/real is not beside the checkout.
 */
describe.skipIf(!existsSync(ncuaFolder))('real public data', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('embedded');
    // The FDIC files are imported once, by fdic-reconciliation.test.ts.
    await importBatch(handle.db, await readNcuaCallReport(ncuaFolder), metricsOf('credit union'));
  }, 120_000);
  afterAll(() => handle.close());

  const slot = async (type: string, metricId: string) => {
    const [row] = await queryRows<{ slot: number }>(
      handle.db,
      sql`select slot from metric_slots where institution_type = ${type} and metric_id = ${metricId}`,
    );
    if (!row) throw new Error(`no slot for ${metricId}`);
    return row.slot;
  };

  it('loads all 4,374 credit unions of 2025-12, $2.46 trillion, Navy Federal the largest', async () => {
    const assets = await slot('credit union', 'ACCT_010');
    const [totals] = await queryRows<{ n: number; total: number }>(
      handle.db,
      sql`select count(*)::int as n, sum(values[${assets}])::float8 as total
          from metric_values where institution_type = 'credit union' and report_date = '2025-12-31'`,
    );
    expect(totals?.n).toBe(4374);
    expect(totals?.total).toBe(2_456_465_059_531);
    const [largest] = await queryRows<{ name: string; state: string }>(
      handle.db,
      sql`select i.name, i.state from metric_values v join institutions i using (iid)
          where v.institution_type = 'credit union' order by v.values[${assets}] desc limit 1`,
    );
    expect(largest).toEqual({ name: 'NAVY FEDERAL CREDIT UNION', state: 'VA' });
  });

  it('reconciles the net worth ratio with the published ACCT_998', async () => {
    const ratio = await slot('credit union', 'FPR_NWRATIO');
    const item = (code: string) => sql.raw(`coalesce((c.items->>'ACCT_${code}')::float8, 0)`);
    const rows = await queryRows<{
      ours: number;
      published: number;
      netWorth: number;
      components: number;
    }>(
      handle.db,
      sql`select v.values[${ratio}] * 100 as ours, (c.items->>'ACCT_998')::float8 as published,
                 ${item('997')} as "netWorth",
                 ${sql.join(['940', '931', '668', '658', '925A', '602'].map(item), sql` + `)} as components
          from metric_values v join call_reports c using (iid, report_date)
          where v.institution_type = 'credit union' and c.items ? 'ACCT_998'`,
    );
    expect(rows.length).toBe(4374);
    // NCUA rounds to whole basis points.
    const off = rows.filter((r) => Math.abs(r.ours - r.published) > 1);
    expect(rows.length - off.length).toBe(4186);

    // The 188 others are in the CECL transition: NCUA adds the transition provision ACCT_NW0004
    // to the assets of the ratio (see credit-union-net-worth-ratio.ts), and this sample lacks
    // its schedule, FS220R. The provision is part of net worth beyond the FS220/FS220A
    // components (the rest of that part is equity acquired in mergers, FS220G), so each
    // published ratio must be one that a provision P with 0 < P <= that part gives, and for
    // most the whole part is the provision.
    const assets = (r: (typeof off)[number]) => (r.netWorth / r.ours) * 10_000;
    const beyond = (r: (typeof off)[number]) => r.netWorth - r.components;
    const basisPoints = (r: (typeof off)[number], provision: number) =>
      (r.netWorth / (assets(r) + provision)) * 10_000;
    expect(off.every((r) => beyond(r) > 0)).toBe(true);
    expect(
      off.every(
        (r) =>
          r.published + 0.5 > basisPoints(r, beyond(r)) && r.published - 0.5 < basisPoints(r, 0),
      ),
    ).toBe(true);
    expect(off.filter((r) => Math.round(basisPoints(r, beyond(r))) === r.published).length).toBe(
      140,
    );
  });
});
