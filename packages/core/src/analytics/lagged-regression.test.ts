import { describe, expect, it } from 'vitest';
import { lagPairs, laggedRegressions, REGRESSION_LAG_MONTHS } from './lagged-regression';

const DATES = ['2023-03-31', '2023-06-30', '2023-09-30', '2023-12-31', '2024-03-31', '2024-06-30'];
// Rate r(t) = t + 1 for t = 0..5; metric m(t) = 0.5·t + 1 (in percent, like a cost of deposits).
const rate = DATES.map((reportDate, t) => ({ reportDate, value: t + 1 }));
const metric = DATES.map((reportDate, t) => ({ reportDate, value: 0.5 * t + 1 }));

describe('lagPairs', () => {
  it('pairs the metric at t with the rate one quarter earlier for a 3-month lag', () => {
    const pairs = lagPairs(metric, rate, 3);
    expect(pairs).toHaveLength(5);
    expect(pairs[0]).toEqual({
      reportDate: '2023-06-30',
      rateDate: '2023-03-31',
      rate: 1,
      metric: 1.5,
    });
  });

  it('drops quarters without both values and parses string values', () => {
    const sparseRate = [
      { reportDate: '2023-03-31', value: '1' },
      { reportDate: '2023-06-30', value: 'n/a' },
      { reportDate: '2023-09-30', value: null },
      { reportDate: '2023-12-31T00:00:00Z', value: '4' },
    ];
    expect(lagPairs(metric, sparseRate, 0).map((p) => p.reportDate)).toEqual([
      '2023-03-31',
      '2023-12-31',
    ]);
  });

  it('refuses dates that are not quarter ends and lags that are not whole quarters', () => {
    expect(() => lagPairs([{ reportDate: '2024-02-15', value: 1 }], rate, 0)).toThrow(
      'Invalid date: 2024-02-15',
    );
    expect(() => lagPairs(metric, rate, 4)).toThrow(RangeError);
    expect(() => lagPairs(metric, rate, -3)).toThrow(RangeError);
  });
});

describe('laggedRegressions', () => {
  it('fits each lag of 0, 3 and 6 months', () => {
    expect(REGRESSION_LAG_MONTHS).toEqual([0, 3, 6]);
    const fits = laggedRegressions(metric, rate);
    // lag 0: m(t) = 0.5·(t + 1) + 0.5, 6 pairs
    // lag 3: m(t) = 0.5·r(t − 1) + 1 with r(t − 1) = t, 5 pairs
    // lag 6: m(t) = 0.5·r(t − 2) + 1.5 with r(t − 2) = t − 1, 4 pairs
    expect(fits).toEqual([
      { lagMonths: 0, slope: 0.5, intercept: 0.5, rSquared: 1, n: 6 },
      { lagMonths: 3, slope: 0.5, intercept: 1, rSquared: 1, n: 5 },
      { lagMonths: 6, slope: 0.5, intercept: 1.5, rSquared: 1, n: 4 },
    ]);
  });

  it('gives null statistics with the pair count when a lag has under 3 pairs', () => {
    const short = metric.slice(0, 3);
    // 3 pairs at lag 0, 2 at lag 3, 1 at lag 6
    expect(laggedRegressions(short, rate)).toEqual([
      { lagMonths: 0, slope: 0.5, intercept: 0.5, rSquared: 1, n: 3 },
      { lagMonths: 3, slope: null, intercept: null, rSquared: null, n: 2 },
      { lagMonths: 6, slope: null, intercept: null, rSquared: null, n: 1 },
    ]);
  });

  it('gives all-null statistics when the institution has no values', () => {
    expect(laggedRegressions([], rate, [0])).toEqual([
      { lagMonths: 0, slope: null, intercept: null, rSquared: null, n: 0 },
    ]);
  });

  it('reads beta as the change in the metric per percentage point of the rate', () => {
    // Deposit cost rises 0.3 points for each point of Fed Funds: beta 0.3.
    const fedFunds = [0.25, 1.5, 3, 4.5, 5.25].map((value, i) => ({
      reportDate: DATES[i]!,
      value,
    }));
    const cost = fedFunds.map(({ reportDate, value }) => ({
      reportDate,
      value: 0.3 * value + 0.2,
    }));
    const [fit] = laggedRegressions(cost, fedFunds, [0]);
    expect(fit!.slope).toBeCloseTo(0.3, 12);
    expect(fit!.intercept).toBeCloseTo(0.2, 12);
    expect(fit!.rSquared).toBeCloseTo(1, 12);
  });
});
