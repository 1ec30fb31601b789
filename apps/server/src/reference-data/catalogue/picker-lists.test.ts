import type { Metric, regressionMetric } from '@app/core/api/metrics';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupId, matrixCallers, QUARTER, SUBJECT, type Role } from '../../testing/matrix-roles';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { metricTiers } from './metric-tiers';
import { findMetric } from './find-metric';

type RegressionMetric = z.infer<typeof regressionMetric>;

/**
 * A picker lists only what the server serves to its user: every metric it offers unlocked
 * answers, every metric it marks locked is refused, and nothing it leaves out is served.
 */
describe('metric tiers from the product definitions', () => {
  const gatedIn = (type: 'bank' | 'credit union', id: string) => {
    const metric = findMetric(id, type);
    if (!metric) throw new Error(`no metric ${id}`);
    return metricTiers('peer-comparison', metric);
  };

  it('gates the credit quality charts and their categories at Standard', () => {
    expect(gatedIn('bank', 'LBPRPD30AG')).toEqual(['peer-comparison-standard']);
    expect(gatedIn('bank', 'LBPRALLLLN')).toEqual(['peer-comparison-standard']);
    expect(gatedIn('credit union', 'FPR_PD30AG')).toEqual(['peer-comparison-standard']);
  });

  it('opens what a free page shows, though its category is gated', () => {
    // The free performance credit page's tiles (spec 2: performance pages carry no tier).
    for (const id of ['LBPRNCLN', 'LBPRNCO', 'LBPRTEXAS', 'LBPRALLLCOV', 'LBPRPD30TOT']) {
      expect([id, gatedIn('bank', id)]).toEqual([id, []]);
    }
    for (const id of ['FPR_DELINQ', 'FPR_NCO', 'FPR_TEXAS', 'FPR_ALLLCOV', 'FPR_DELNW']) {
      expect([id, gatedIn('credit union', id)]).toEqual([id, []]);
    }
    expect(gatedIn('bank', 'LBPR2170')).toEqual([]);
  });

  it('gives Non-Maturity Deposits only the metrics its pages analyse', () => {
    const nmd = (id: string) =>
      metricTiers(
        'non-maturity-deposits',
        findMetric(id) as NonNullable<ReturnType<typeof findMetric>>,
      );
    expect(nmd('LBPRNMD')).toEqual(['non-maturity-deposits-standard']);
    expect(nmd('ACCT_NMD')).toEqual(['non-maturity-deposits-standard']);
    expect(nmd('LBPRPD30AG')).toBeUndefined();
  });
});

for (const kind of testDatabaseKinds) {
  describe(`pickers against the server's answers on the ${kind} database`, () => {
    let t: TestApp;
    let callers: Record<Role, TestClient>;
    let national: number;

    beforeAll(async () => {
      t = await startTestApp(kind);
      callers = await matrixCallers(t);
      national = await groupId(t, 'bank', 'National');
    }, 120_000);
    afterAll(async () => t?.close());

    it('shows the Free plan every trend metric, the credit quality ones locked, and serves exactly the unlocked', async () => {
      const iid = SUBJECT.basic;
      const list = (await callers.basic.get(`/api/${iid}/metric/trend`)).json<Metric[]>();
      const locked = list.filter((m) => m.locked);
      expect(list).toHaveLength(215);
      expect(locked).toHaveLength(41);
      expect(new Set(locked.map((m) => m.categoryTitle))).toEqual(
        new Set(['6. Credit Quality', '7. Loan Loss Reserves and Charge-offs']),
      );
      const wrong: string[] = [];
      for (const metric of list) {
        const response = await callers.basic.get(
          `/api/${iid}/metric/${metric.metricId}/group/${national}`,
        );
        const expected = metric.locked ? 403 : 200;
        if (response.statusCode !== expected) {
          wrong.push(`${metric.metricId}: ${response.statusCode}, want ${expected}`);
        }
      }
      expect(wrong).toEqual([]);
    }, 300_000);

    it('locks nothing for Standard', async () => {
      const list = (await callers.admin.get(`/api/${SUBJECT.admin}/metric/trend`)).json<Metric[]>();
      expect(list.filter((m) => m.locked)).toEqual([]);
    });

    it('serves the Non-Maturity Deposits user every decay and regression metric it lists', async () => {
      const iid = SUBJECT.nmd;
      const decay = (await callers.nmd.get(`/api/${iid}/metric/decay`)).json<Metric[]>();
      const regression = (
        await callers.nmd.get('/api/dropdown/regression?institutionType=bank')
      ).json<RegressionMetric[]>();
      expect(decay.length).toBeGreaterThan(0);
      expect(regression.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const { metricId } of decay) {
        const series = await callers.nmd.get(`/api/${iid}/metric/${metricId}/iid/${iid}`);
        const analysis = await callers.nmd.get(
          `/api/${iid}/decay/${metricId}?startDate=2020-03-31&endDate=${QUARTER}`,
        );
        if (series.statusCode !== 200 || analysis.statusCode !== 200) {
          wrong.push(`${metricId}: series ${series.statusCode}, decay ${analysis.statusCode}`);
        }
      }
      for (const { metricId } of regression) {
        const response = await callers.nmd.get(
          `/api/${iid}/metric/statistical/${metricId}/2020-03-31/${QUARTER}?currentProduct=non-maturity-deposits`,
        );
        if (response.statusCode !== 200)
          wrong.push(`${metricId}: statistical ${response.statusCode}`);
      }
      expect(wrong).toEqual([]);
    }, 300_000);
  });
}
