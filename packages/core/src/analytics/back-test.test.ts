import { describe, expect, it } from 'vitest';
import { backTest, backTestWindow, seriesThrough } from './back-test';
import { dated } from './beta-fixtures.test-support';

const DATES = ['2023-03-31', '2023-06-30', '2023-09-30', '2023-12-31', '2024-03-31', '2024-06-30'];
const rate = dated([4.75, 5, 5.25, 5.5, 5.5, 5.25], DATES);
const cost = dated([1.9, 2, 2.12, 2.2, 2.25, 2.18], DATES);
const balance = dated([1010, 1000, 960, 900, 870, null], DATES);

describe('backTestWindow', () => {
  it('estimates through T − 4 and tests T − 3 … T', () => {
    expect(backTestWindow('2024-06-30')).toEqual({
      estimationEnd: '2023-06-30',
      testQuarters: ['2023-09-30', '2023-12-31', '2024-03-31', '2024-06-30'],
    });
    expect(seriesThrough(rate, '2023-06-30').map((r) => r.reportDate)).toEqual([
      '2023-03-31',
      '2023-06-30',
    ]);
  });
});

describe('backTest', () => {
  it('predicts cost and balance from T − 4 and reports the errors', () => {
    // Cost from 2 at rate 5, beta 0.4, actual rate changes +0.25, +0.25, 0, −0.25:
    // 2.1, 2.2, 2.2, 2.1 against 2.12, 2.2, 2.25, 2.18 → errors −0.02, 0, −0.05, −0.08.
    // Balance 1000·0.95^k: 950, 902.5, 857.375, 814.50625 against 960, 900, 870, missing.
    const result = backTest({
      metric: cost,
      rate,
      balance,
      lastQuarter: '2024-06-30',
      assumptions: { beta: { kind: 'single', beta: 0.4 }, lagQuarters: 0, decayFactor: 0.05 },
    });
    const round = (v: number | null) => (v === null ? null : Number(v.toFixed(7)));
    expect(result.quarters.map((q) => round(q.predictedCost))).toEqual([2.1, 2.2, 2.2, 2.1]);
    expect(result.quarters.map((q) => round(q.costError))).toEqual([-0.02, 0, -0.05, -0.08]);
    expect(result.meanAbsoluteCostError).toBeCloseTo(0.0375, 12);
    expect(result.quarters.map((q) => round(q.predictedBalance))).toEqual([
      950, 902.5, 857.375, 814.50625,
    ]);
    expect(result.quarters.map((q) => round(q.balanceError))).toEqual([-10, 2.5, -12.625, null]);
    expect(result.quarters.map((q) => round(q.balanceErrorShare))).toEqual([
      round(-10 / 960),
      round(2.5 / 900),
      round(-12.625 / 870),
      null,
    ]);
    expect(result.meanAbsoluteBalanceErrorShare).toBeCloseTo(
      (10 / 960 + 2.5 / 900 + 12.625 / 870) / 3,
      12,
    );
  });

  it('feeds the rate change before T − 4 through first with a lag', () => {
    // Lag 1: driving changes +0.25 (2023Q2), +0.25, +0.25, 0 → 2.1, 2.2, 2.3, 2.3.
    const result = backTest({
      metric: cost,
      rate,
      balance,
      lastQuarter: '2024-06-30',
      assumptions: { beta: { kind: 'single', beta: 0.4 }, lagQuarters: 1, decayFactor: null },
    });
    expect(result.quarters.map((q) => Number(q.predictedCost!.toFixed(10)))).toEqual([
      2.1, 2.2, 2.3, 2.3,
    ]);
    expect(result.quarters.every((q) => q.predictedBalance === null)).toBe(true);
    expect(result.meanAbsoluteBalanceErrorShare).toBeNull();
  });

  it('predicts nothing after a missing rate and nothing at all without a starting cost', () => {
    const gappyRate = dated([4.75, 5, 5.25, null, 5.5, 5.25], DATES);
    const assumptions = {
      beta: { kind: 'single' as const, beta: 0.4 },
      lagQuarters: 0,
      decayFactor: 0.05,
    };
    const gappy = backTest({
      metric: cost,
      rate: gappyRate,
      balance,
      lastQuarter: '2024-06-30',
      assumptions,
    });
    expect(gappy.quarters.map((q) => q.predictedCost === null)).toEqual([false, true, true, true]);
    const noStart = backTest({
      metric: dated([1.9, null, 2.12, 2.2, 2.25, 2.18], DATES),
      rate,
      balance,
      lastQuarter: '2024-06-30',
      assumptions,
    });
    expect(noStart.quarters.every((q) => q.predictedCost === null)).toBe(true);
    expect(noStart.meanAbsoluteCostError).toBeNull();
  });
});
