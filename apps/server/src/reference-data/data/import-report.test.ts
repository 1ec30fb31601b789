import { iidOf } from '@app/core/domain/institution-ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../platform/db/database';
import { metricsOf } from '../catalogue/find-metric';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { testMetric } from '../../testing/test-metric';
import { tinyBatch } from '../../testing/tiny-batch';
import { importBatch } from './import-batch';
import { formatImportReport, recentImportReports } from './import-report';
import { readNcuaCallReport } from './importers/read-ncua';
import { fixturePath } from './importers/test-fixtures';

const cu = (charter: number) => iidOf('credit union', charter);

describe.each(testDatabaseKinds)(
  'the import report and "not reported" on the %s database',
  (kind) => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(kind);
    });
    afterAll(() => handle.close());

    /** A metric's value and whether it is stored as not reported, per credit union. */
    const stored = async (metricId: string, reportDate = '2025-12-31') =>
      queryRows<{ iid: number; value: number | null; notReported: boolean }>(
        handle.db,
        sql`select v.iid, v.values[s.slot] as value,
                 coalesce(s.slot = any(v.not_reported), false) as "notReported"
          from metric_values v join metric_slots s
            on s.institution_type = v.institution_type and s.metric_id = ${metricId}
          where v.report_date = ${reportDate} order by v.iid`,
      );

    it('imports the NCUA fixture: the report lists the missing schedules, and allowance to loans is not reported where FS220N would hold it', async () => {
      const batch = await readNcuaCallReport(fixturePath('ncua-2025-12'));
      const result = await importBatch(handle.db, batch, metricsOf('credit union'), {
        report: { path: 'fixtures/ncua-2025-12', startedAt: new Date('2026-01-02T03:04:05Z') },
      });
      const report = result.report!;
      expect(report).toMatchObject({
        source: 'ncua',
        status: 'imported',
        reportDate: '2025-12-31',
        institutionType: 'credit union',
        // FOICU 3 + AcctDesc 20 + FS220 3 + FS220A 3
        rowsRead: 29,
        institutionsStored: 3,
        skipped: [],
        missingSchedules: [
          { schedule: 'FS220B', items: 1 },
          { schedule: 'FS220N', items: 2 },
        ],
      });
      const notReported = Object.fromEntries(
        report.metricsNotReported.map((m) => [m.metricId, m.institutions]),
      );
      // 12 and 345 file 719 = 0, so their allowance is AS0048 (FS220N, missing); 6789 files
      // an incurred-loss allowance of 41,000 and has its ratio.
      expect(notReported.FPR_ALLLLN).toBe(2);
      // AS0067 (FS220N) and 801 (FS220B) are part of every liquid-asset sum.
      expect(notReported.FPR_LIQASSET).toBe(3);
      // Total assets come from FS220: never left null.
      expect(notReported.ACCT_010).toBeUndefined();

      expect(await stored('FPR_ALLLLN')).toEqual([
        { iid: cu(12), value: null, notReported: true },
        { iid: cu(345), value: null, notReported: true },
        // 41,000 / 4,120,778 × 100
        { iid: cu(6789), value: (41_000 / 4_120_778) * 100, notReported: false },
      ]);
      // A reported zero stays 0: 6789 files no delinquent loans (ACCT_041B = 0).
      expect((await stored('FPR_DELINQ')).at(-1)).toEqual({
        iid: cu(6789),
        value: 0,
        notReported: false,
      });

      const [saved] = await recentImportReports(handle.db);
      expect(saved).toEqual(report);
      const printed = formatImportReport(report);
      expect(printed).toContain('schedules missing from the files: 2');
      expect(printed).toContain('    FS220N (2 items, not reported)');
      expect(printed).toContain('    FPR_ALLLLN Allowance to Loans: 2 institutions');
    });

    it('keeps a fallback that found a reported figure, and a later quarter looking back on an unknown item is not reported either', async () => {
      const catalogue = [
        // a sum that would count the unknown ACCT_X as 0
        testMetric('SUM', (r) => (r.item('ACCT_A') ?? 0) + (r.item('ACCT_X') ?? 0)),
        // a fallback: the reported ACCT_A first, the unknown ACCT_X only without it
        testMetric('FALLBACK', (r) => r.item('ACCT_A') ?? r.item('ACCT_X')),
        // last quarter's unknown item
        testMetric('BEFORE', (r) => r.item('ACCT_X', 1)),
      ];
      const first = { ...tinyBatch('credit union', '2030-03-31', { 1: { ACCT_A: 5 }, 2: {} }) };
      first.unavailableItems = ['ACCT_X'];
      first.reports[0]!.withheld = [];
      await importBatch(handle.db, first, catalogue);
      await importBatch(
        handle.db,
        tinyBatch('credit union', '2030-06-30', { 1: { ACCT_A: 6, ACCT_X: 1 } }),
        catalogue,
      );
      expect(await stored('SUM', '2030-03-31')).toEqual([
        { iid: cu(1), value: null, notReported: true },
        { iid: cu(2), value: null, notReported: true },
      ]);
      expect(await stored('FALLBACK', '2030-03-31')).toEqual([
        { iid: cu(1), value: 5, notReported: false },
        { iid: cu(2), value: null, notReported: true },
      ]);
      // June carries ACCT_X; its look back on March does not.
      expect(await stored('SUM', '2030-06-30')).toEqual([
        { iid: cu(1), value: 7, notReported: false },
      ]);
      expect(await stored('BEFORE', '2030-06-30')).toEqual([
        { iid: cu(1), value: null, notReported: true },
      ]);
    });

    it('treats a withheld (CONF) cell of one institution as unknown for that institution only', async () => {
      const catalogue = metricsOf('credit union').filter((m) => m.metricId === 'ACCT_010');
      const batch = tinyBatch('credit union', '2031-03-31', { 1: {}, 2: {} });
      batch.reports[0]!.withheld = ['ACCT_010'];
      await importBatch(handle.db, batch, catalogue);
      expect(await stored('ACCT_010', '2031-03-31')).toEqual([
        { iid: cu(1), value: null, notReported: true },
        // absent without a reason: no value, no "not reported" claim
        { iid: cu(2), value: null, notReported: false },
      ]);
    });
  },
);
