import { describe, expect, it } from 'vitest';
import { addQuarters } from '@app/core/domain/quarters';
import { decayAnalysis } from '@app/core/analytics/decay';
import { laggedRegressions } from '@app/core/analytics/lagged-regression';
import { DEPOSIT_SUMMARY_QUARTERS } from '@app/core/api/deposit-summary';
import type { InstitutionType } from '@app/core/domain/products';
import { metricsOf } from '../catalogue/find-metric';
import { ReportWindow } from '../data/report-window';
import { bankBatch, creditUnionBatch, generateQuarterBatches } from './generate-quarters';
import { nmdSwingFactor } from './nmd-swing';
import { modelRatePath } from './rate-path';
import { Random } from './random';

/** The dashboard's balance and cost (dashboard/deposit-summary-service.ts). */
const METRICS: Record<InstitutionType, { balance: string; cost: string }> = {
  bank: { balance: 'LBPRNMD', cost: 'LBPRQCOSTDEP' },
  'credit union': { balance: 'ACCT_NMD', cost: 'FPR_QCOSTSHDEP' },
};

interface Figures {
  name: string;
  runoff: number;
  pctDeclineWal: number;
  straightLineWal: number;
  beta: number;
}

/**
 * The deposit figures the dashboard shows for each institution of a generated run (the demo
 * seed, 1): the decay page's basic decay over the last 13 quarters (annual run-off = the median
 * 4-quarter volatility, both WALs) and the beta of the cost of deposits on Fed Funds, lag 0.
 */
function dashboardFigures(banks: number, creditUnions: number): Figures[] {
  const ratePath = modelRatePath();
  const fedFunds = ratePath.quarters.map((q) => ({ reportDate: q.reportDate, value: q.fedFunds }));
  const series = new Map<
    string,
    { name: string; balance: Map<string, number>; cost: Map<string, number> }
  >();
  const windows = {
    bank: new ReportWindow('bank', 12),
    'credit union': new ReportWindow('credit union', 12),
  };
  for (const quarter of generateQuarterBatches({ seed: 1, banks, creditUnions, ratePath })) {
    for (const [type, batch] of [
      ['bank', bankBatch(quarter)],
      ['credit union', creditUnionBatch(quarter)],
    ] as const) {
      const window = windows[type];
      window.trim(quarter.reportDate);
      window.add(quarter.reportDate, new Map(batch.reports.map((r) => [r.iid, r.items])));
      const find = (id: string) => metricsOf(type).find((m) => m.metricId === id)!;
      const [balance, cost] = [find(METRICS[type].balance), find(METRICS[type].cost)];
      for (const { iid, name } of batch.institutions) {
        const key = `${type} ${iid}`;
        const own = series.get(key) ?? { name, balance: new Map(), cost: new Map() };
        series.set(key, own);
        const history = window.historyOf(iid, quarter.reportDate);
        const [b, c] = [balance.compute(history), cost.compute(history)];
        if (b !== null) own.balance.set(quarter.reportDate, b);
        if (c !== null) own.cost.set(quarter.reportDate, c);
      }
    }
  }
  return [...series.values()]
    .filter((s) => s.balance.size >= 24)
    .map((s) => {
      const dates = [...s.balance.keys()].sort();
      const range = dates.slice(-DEPOSIT_SUMMARY_QUARTERS);
      const [start, end] = [range[0]!, range.at(-1)!];
      const decay = decayAnalysis(
        dates
          .filter((d) => d >= addQuarters(start, -4))
          .map((d) => ({ reportDate: d, value: s.balance.get(d)! })),
        {
          rangeStart: start,
          rangeEnd: end,
          significantEventThreshold: 0.25,
          adjustForCovid: false,
        },
      );
      const [fit] = laggedRegressions(
        range.map((d) => ({ reportDate: d, value: s.cost.get(d)! })),
        fedFunds,
        [0],
      );
      return {
        name: s.name,
        runoff: decay.medianVolatility!,
        pctDeclineWal: decay.actual.pctDeclineWal!,
        straightLineWal: decay.actual.straightLineDeclineWal!,
        beta: fit!.slope!,
      };
    });
}

describe('synthetic non-maturity deposits', () => {
  it('swing 1 + amplitude, 1, 1 − amplitude, 1 around the trend from the peak quarter on', () => {
    const swing = { amplitude: 0.1, peakQuarter: 2 as const, noise: 0 };
    const r = new Random(1, 1, 1);
    expect([1, 2, 3, 4].map((quarter) => nmdSwingFactor(r, swing, quarter))).toEqual([
      1, 1.1, 1, 0.9,
    ]);
  });

  it('give every demo institution a believable, different run-off, life and deposit beta', () => {
    const demo = dashboardFigures(0, 0);
    expect(demo).toHaveLength(8);
    for (const f of demo) {
      // Published studies of community institutions: runoff of roughly 5-20% a year, average
      // lives of a few years to about ten (docs/data.md).
      expect(f.runoff, f.name).toBeGreaterThanOrEqual(0.05);
      expect(f.runoff, f.name).toBeLessThanOrEqual(0.2);
      for (const wal of [f.pctDeclineWal, f.straightLineWal]) {
        expect(wal, f.name).toBeGreaterThanOrEqual(2);
        expect(wal, f.name).toBeLessThanOrEqual(11);
      }
      expect(f.beta, f.name).toBeGreaterThanOrEqual(0.1);
      expect(f.beta, f.name).toBeLessThanOrEqual(0.6);
    }
    // Each institution its own: no two run-offs within 0.2 points, a spread of 5 points or more.
    const runoffs = demo.map((f) => f.runoff).sort((a, b) => a - b);
    runoffs.slice(1).forEach((r, i) => expect(r - runoffs[i]!).toBeGreaterThan(0.002));
    expect(runoffs.at(-1)! - runoffs[0]!).toBeGreaterThanOrEqual(0.05);
  });

  it('spread the other institutions over roughly 5-20% a year too', () => {
    const others = dashboardFigures(40, 40);
    const runoffs = others.map((f) => f.runoff).sort((a, b) => a - b);
    const at = (p: number) => runoffs[Math.floor(p * (runoffs.length - 1))]!;
    expect(at(0.1)).toBeGreaterThanOrEqual(0.04);
    expect(at(0.5)).toBeGreaterThan(0.07);
    expect(at(0.5)).toBeLessThan(0.14);
    expect(at(0.9)).toBeLessThanOrEqual(0.2);
  });
});
