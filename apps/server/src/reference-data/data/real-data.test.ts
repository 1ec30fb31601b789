import { iidOf } from '@app/core/domain/institution-ids';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../platform/config/paths';
import { queryRows } from '../../platform/db/database';
import { fakeReportHistory } from '../catalogue/fake-report-history';
import { metricsOf } from '../catalogue/find-metric';
import { inputsOf } from '../catalogue/metric-inputs';
import { creditUnionNetWorthRatio } from '../catalogue/credit-union-net-worth-ratio';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { ImportBatch } from './call-report';
import { importBatch } from './import-batch';
import type { ImportReport } from './import-report';
import { readNcuaCallReport } from './importers/read-ncua';
import { NCUA_SAMPLE_MISSING_SCHEDULES } from '../../testing/ncua-sample';
import { creditUnionScoreAreas } from '../catalogue/score-areas';
import { expectScoredWhereMeasured } from '../../testing/score-shares';

const real = path.resolve(repoRoot, '..', 'shared', 'data', 'real');
const ncuaFolder = path.join(real, 'ncua', 'call-report-2025-12');

const NAVY_FEDERAL = iidOf('credit union', 5536);
/** cu@example.com's credit union in the demo seed: the subject of the API calls below. */
const DEMO_CREDIT_UNION = iidOf('credit union', 900007);

type Items = Record<string, number>;

/**
 * NCUA reconciliation on the published 2025-12 cycle (FOICU, FS220, FS220A, AcctDesc), imported
 * end to end (reader, store, metrics, import report) as `npm run data -- import ncua` does, into
 * the database of a running app. Every credit union's figures are compared with the files;
 * each difference found is explained (and counted) here. Skipped where ../shared/data/real is
 * not beside the checkout; the FDIC sample has its own file (fdic-reconciliation.test.ts).
 */
describe.skipIf(!existsSync(ncuaFolder))('NCUA 2025-12, reconciled with the files', () => {
  let t: TestApp;
  let report: ImportReport;
  let batch: ImportBatch;
  beforeAll(async () => {
    t = await startTestApp('embedded');
    batch = await readNcuaCallReport(ncuaFolder);
    const result = await importBatch(t.db, batch, metricsOf('credit union'), {
      report: { path: ncuaFolder, startedAt: new Date() },
    });
    report = result.report!;
  }, 240_000);
  afterAll(() => t.close());

  /** Per credit union: its raw items, and the stored value and note of each metric asked for. */
  const rows = async (...metricIds: string[]) => {
    const found = await queryRows<{
      iid: number;
      items: Items;
      values: (number | null)[];
      notReported: boolean[];
    }>(
      t.db,
      sql`select c.iid, c.items,
                 array(select v.values[s.slot] from unnest(${sql.param(metricIds)}::text[])
                       with ordinality as w(id, k)
                       join metric_slots s on s.institution_type = 'credit union' and s.metric_id = w.id
                       order by w.k) as values,
                 array(select coalesce(s.slot = any(v.not_reported), false)
                       from unnest(${sql.param(metricIds)}::text[]) with ordinality as w(id, k)
                       join metric_slots s on s.institution_type = 'credit union' and s.metric_id = w.id
                       order by w.k) as "notReported"
          from call_reports c join metric_values v using (iid, report_date)
          where c.institution_type = 'credit union' and c.report_date = '2025-12-31'
          order by c.iid`,
    );
    expect(found).toHaveLength(4374);
    return found;
  };

  it('loads all 4,374 credit unions of 2025-12, $2.46 trillion, Navy Federal the largest', async () => {
    const all = await rows('ACCT_010');
    expect(all.reduce((sum, r) => sum + r.values[0]!, 0)).toBe(2_456_465_059_531);
    const largest = all.reduce((a, b) => (b.values[0]! > a.values[0]! ? b : a));
    expect(largest.iid).toBe(NAVY_FEDERAL);
  });

  it('scores each area for the credit unions with 3 of its measures, a fifth per score', async () => {
    const ids = creditUnionScoreAreas.flatMap((area) => [area.scoreMetricId, ...area.kpiMetricIds]);
    const found = await rows(...ids);
    const all = found.map((r) => new Map(ids.map((id, k) => [id, r.values[k] ?? null])));
    // One quarter cannot score profitability, nor revenue and expense: their ratios average this
    // and the prior quarter's balances. Credit rests on 1 or 2 of its 5 measures for 3,857
    // credit unions (issue 23): they have no credit score rather than one made of two ratios.
    expect(expectScoredWhereMeasured(creditUnionScoreAreas, all)).toEqual({
      LHAC_0030: 4372,
      LHAC_0031: 0,
      LHAC_0032: 4372,
      LHAC_0033: 0,
      LHAC_0034: 517,
    });
    const navyFederal = all[found.findIndex((r) => r.iid === NAVY_FEDERAL)]!;
    const credit = creditUnionScoreAreas.find((area) => area.area === 'credit')!;
    expect(credit.kpiMetricIds.filter((id) => navyFederal.get(id) !== null)).toEqual([
      'FPR_DELINQ',
      'FPR_DELNW',
    ]);
    expect(navyFederal.get('LHAC_0034')).toBeNull();
    expect(navyFederal.get('LHAC_0030')).toBe(1);
  });

  it('shows every credit union its assets, shares, loans, members and delinquency as filed: 0 differences', async () => {
    const all = await rows('ACCT_010', 'ACCT_018', 'ACCT_025B', 'ACCT_083', 'FPR_DELINQ');
    const differences = all.filter((r) => {
      const [assets, shares, loans, members, delinquency] = r.values;
      const i = r.items;
      const expectedDelinquency = i.ACCT_025B === 0 ? null : (i.ACCT_041B! / i.ACCT_025B!) * 100;
      return (
        assets !== i.ACCT_010 ||
        shares !== i.ACCT_018 ||
        loans !== i.ACCT_025B ||
        members !== i.ACCT_083 ||
        delinquency !== expectedDelinquency
      );
    });
    expect(differences).toEqual([]);
    // 13 credit unions hold no loans: their delinquency ratio is a dash, not 0 and not a reason.
    expect(all.filter((r) => r.values[4] === null && !r.notReported[4])).toHaveLength(13);
  });

  it('shows the net worth ratio NCUA publishes (ACCT_998) for every credit union', async () => {
    const all = await rows('FPR_NWRATIO');
    expect(all.filter((r) => r.values[0] !== r.items.ACCT_998! / 100)).toEqual([]);
  });

  it('reconciles the net worth ratio formula with ACCT_998: 4,186 within a basis point, the 188 others explained by the CECL transition provision', async () => {
    const all = await rows('FPR_NWRATIO');
    const computed = all.map((r) => {
      const history = fakeReportHistory('credit union', '2025-12-31', [r.items]);
      const item = (code: string) => r.items[`ACCT_${code}`] ?? 0;
      return {
        ours: creditUnionNetWorthRatio(history)! * 100,
        published: r.items.ACCT_998!,
        netWorth: item('997'),
        components: ['940', '931', '668', '658', '925A', '602'].reduce((s, c) => s + item(c), 0),
      };
    });
    // NCUA rounds to whole basis points.
    const off = computed.filter((r) => Math.abs(r.ours - r.published) > 1);
    expect(computed.length - off.length).toBe(4186);

    // The 188 others are in the CECL transition: NCUA adds the transition provision ACCT_NW0004
    // to the assets of the ratio (see credit-union-net-worth-ratio.ts), and this sample lacks
    // its schedule, FS220R. The provision is part of net worth beyond the FS220/FS220A
    // components (the rest of that part is equity acquired in mergers, FS220G), so each
    // published ratio must be one that a provision P with 0 < P <= that part gives, and for
    // most the whole part is the provision.
    type Row = (typeof off)[number];
    const assets = (r: Row) => (r.netWorth / r.ours) * 10_000;
    const beyond = (r: Row) => r.netWorth - r.components;
    const basisPoints = (r: Row, provision: number) =>
      (r.netWorth / (assets(r) + provision)) * 10_000;
    const unexplained = off.filter(
      (r) =>
        !(
          beyond(r) > 0 &&
          r.published + 0.5 > basisPoints(r, beyond(r)) &&
          r.published - 0.5 < basisPoints(r, 0)
        ),
    );
    expect(unexplained).toEqual([]);
    expect(off.filter((r) => Math.round(basisPoints(r, beyond(r))) === r.published).length).toBe(
      140,
    );
  });

  it('leaves allowance to loans not reported exactly where FS220N would hold the allowance', async () => {
    const all = await rows('FPR_ALLLLN');
    const withLoans = all.filter((r) => r.items.ACCT_025B! > 0);
    // 719 = 0: a CECL credit union, whose allowance is AS0048 in the missing FS220N.
    const cecl = withLoans.filter((r) => r.items.ACCT_719 === 0);
    expect(cecl).toHaveLength(3661);
    expect(cecl.every((r) => r.values[0] === null && r.notReported[0])).toBe(true);
    // The others file an incurred-loss allowance in FS220: their ratio is exact.
    const incurred = withLoans.filter((r) => r.items.ACCT_719 !== 0);
    expect(incurred).toHaveLength(700);
    expect(
      incurred.filter(
        (r) => r.values[0] !== (r.items.ACCT_719! / r.items.ACCT_025B!) * 100 || r.notReported[0],
      ),
    ).toEqual([]);
    // No 0.00% anywhere.
    expect(all.filter((r) => r.values[0] === 0)).toEqual([]);
  });

  it('leaves the liquid asset ratio not reported for all 4,374 (its securities are in FS220B and FS220N), while cash to assets stands', async () => {
    const all = await rows('FPR_LIQASSET', 'FPR_CASHAS');
    expect(all.filter((r) => r.values[0] === null && r.notReported[0])).toHaveLength(4374);
    expect(all.filter((r) => r.values[1] !== null && !r.notReported[1])).toHaveLength(4374);
  });

  it('reports the import: files, rows, the 14 schedules missing from the sample, and the metrics they leave null', () => {
    expect(report).toMatchObject({
      status: 'imported',
      institutionsStored: 4374,
      // FOICU, FS220 and FS220A 4,374 each, AcctDesc 3,376
      rowsRead: 16_498,
      skipped: [],
      ignoredFiles: ['FOICUDES.txt', 'Readme.txt', 'Report1.txt'],
    });
    expect(report.missingSchedules.map((m) => m.schedule)).toEqual(NCUA_SAMPLE_MISSING_SCHEDULES);
    const counts = Object.fromEntries(
      report.metricsNotReported.map((m) => [m.metricId, m.institutions]),
    );
    expect(counts).toMatchObject({ FPR_ALLLLN: 3661, FPR_LIQASSET: 4374 });
    // Each metric listed reads an account of a missing schedule: none is not reported otherwise.
    const unavailable = new Set(batch.unavailableItems);
    const catalogue = new Map(metricsOf('credit union').map((m) => [m.metricId, m]));
    expect(
      report.metricsNotReported.filter(
        (m) => !inputsOf(catalogue.get(m.metricId)!).some((code) => unavailable.has(code)),
      ),
    ).toEqual([]);
    expect(counts.FPR_NWRATIO).toBeUndefined();
    expect(counts.ACCT_010).toBeUndefined();
  });

  it("answers Navy Federal's allowance to loans as null with the note through the API", async () => {
    const client = await t.client().login('cu@example.com');
    const response = await client.get(
      `/api/${DEMO_CREDIT_UNION}/metric/FPR_ALLLLN/iid/${NAVY_FEDERAL}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().institutionSeries[1]).toEqual({
      kind: 'peer',
      id: NAVY_FEDERAL,
      label: 'NAVY FEDERAL CREDIT UNION (VIENNA, VA)',
      values: [null],
      notes: ['not-reported'],
    });
  });
});
