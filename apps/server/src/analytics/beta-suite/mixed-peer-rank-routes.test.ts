import type { GroupSummary } from '@app/core/api/groups';
import { NOT_COMMON_REASON } from '@app/core/domain/common-metrics';
import { iidOf } from '@app/core/domain/institution-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FED_FUNDS,
  loadBetaSuiteData,
  NORTHGATE,
  QUARTERS,
  yearToDate,
} from '../../testing/beta-suite-fixtures';
import { importBatch } from '../../reference-data/data/import-batch';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { tinyBatch } from '../../testing/tiny-batch';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

/** Credit unions whose share cost (FPR_QCOSTSHDEP) moves by exactly b × the rate's move. */
const UNION_BETAS: Record<number, number> = { 7701: 0.3, 7702: 0.9 };
const costOf = (b: number) => FED_FUNDS.map((r, q) => (q === 0 ? null : 0.25 + b * (r - 0.1)));

describe.each(testDatabaseKinds)(
  'the Beta Suite peer rank on a mixed group, %s database',
  (kind) => {
    let t: TestApp;
    let groupId: number;
    beforeAll(async () => {
      t = await startTestApp(kind);
      await loadBetaSuiteData(t.db);
      // (ACCT_380 of the quarter) × 4 over the mean of ACCT_018: the cost on 1,000 of shares.
      // Both credit unions in each quarter's batch: an import replaces the quarter's filers.
      const expenses = Object.entries(UNION_BETAS).map(
        ([n, b]) => [n, yearToDate(costOf(b))] as const,
      );
      for (const [q, reportDate] of QUARTERS.entries()) {
        const reports = Object.fromEntries(
          expenses.map(([n, ytd]) => [n, { ACCT_010: 2000, ACCT_018: 1000, ACCT_380: ytd[q]! }]),
        );
        await importBatch(
          t.db,
          tinyBatch('credit union', reportDate, reports),
          metricsOf('credit union'),
        );
      }
      const bundle = await t.client().login('bundle@example.com');
      const created = await bundle.post(`/api/${NORTHGATE}/group`, {
        name: 'Deposit rivals',
        iids: [
          iidOf('bank', 101),
          iidOf('bank', 102),
          iidOf('credit union', 7701),
          iidOf('credit union', 7702),
        ],
      });
      expect(created.statusCode, created.body).toBe(201);
      groupId = created.json<GroupSummary[]>().find((g) => g.name === 'Deposit rivals')!.groupId;
    });
    afterAll(() => t.close());

    const path = (query = '') => `/api/${NORTHGATE}/nmd/beta-suite/peer-rank/${groupId}?${query}`;

    it('ranks the cycle beta among banks and credit unions, each on its own cost of deposits', async () => {
      const bundle = await t.client().login('bundle@example.com');
      const response = await bundle.get(path());
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(answer.group).toEqual({ groupId, name: 'Deposit rivals', national: false });
      // Northgate's 0.6 above the banks' 0.2 and 0.5 and the credit union's 0.3, below 0.9.
      expect(answer.cycleBeta.value).toBeCloseTo(0.6, 10);
      expect(answer.cycleBeta.peer.count).toBe(5);
      expect(answer.cycleBeta.peerPercentile).toBeCloseTo(3 / 4, 12);
      // The national rank stays among the subject's charter: 0.2, 0.354, 0.5, 0.8 → 3 of 4 below.
      expect(answer.cycleBeta.national.count).toBe(5);
      expect(answer.cycleBeta.nationalPercentile).toBeCloseTo(3 / 4, 12);
    });

    it('refuses a cost metric outside the common set, naming why', async () => {
      const bundle = await t.client().login('bundle@example.com');
      const response = await bundle.get(path('metricId=LBPRQCOSTTRN'));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        `Cost of Interest-Bearing Transaction Accounts (LBPRQCOSTTRN): ${NOT_COMMON_REASON}`,
      );
    });
  },
);
