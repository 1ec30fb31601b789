import { describe, expect, it } from 'vitest';
import { quarterRange } from '../domain/quarters';
import {
  decayAnalysis,
  decayAxisMinimum,
  decayChartThousands,
  DEFAULT_DECAY_HORIZON_QUARTERS,
  MIN_DECAY_QUARTERS,
  pctDeclineWal,
  quarterlyDecayFactor,
  runOffSchedule,
  straightLineDeclineWal,
  truncationYears,
  type DecayOptions,
} from './decay';

function quarters(first: string, values: readonly number[]) {
  const dates = quarterRange(first, '2100-12-31').slice(0, values.length);
  return values.map((value, i) => ({ reportDate: dates[i]!, value }));
}

/**
 * The arithmetic is checked on short hand-computed series, so these options waive the minimum
 * number of quarters (minimumQuarters 1); the minimum itself has its own tests.
 */
function options(over: Partial<DecayOptions> = {}): DecayOptions {
  return {
    rangeStart: '2015-03-31',
    rangeEnd: '2016-12-31',
    significantEventThreshold: 5,
    adjustForCovid: false,
    minimumQuarters: 1,
    ...over,
  };
}

describe('quarterlyDecayFactor', () => {
  it('is 1 − (1 − median volatility)^0.25', () => {
    // 1 − 0.68359375 = 0.31640625 = 0.75^4 → d = 0.25
    expect(quarterlyDecayFactor(0.68359375)).toBeCloseTo(0.25, 12);
    // 1 − 0.9375 = 0.0625 = 0.5^4 → d = 0.5
    expect(quarterlyDecayFactor(0.9375)).toBeCloseTo(0.5, 12);
    expect(quarterlyDecayFactor(0)).toBe(0);
    expect(quarterlyDecayFactor(1)).toBe(1);
  });

  it('gives null where no decay exists', () => {
    for (const value of [null, undefined, NaN, -0.1, 1.2]) {
      expect(quarterlyDecayFactor(value)).toBeNull();
    }
  });
});

describe('runOffSchedule', () => {
  it('runs a balance off in a straight line and by a percentage, ending at the horizon', () => {
    const schedule = runOffSchedule(1000, 0.25, 6);
    // straight line: 250 a quarter (25% of 1000) until nothing is left
    expect(schedule.map((q) => q.straightLineBalance)).toEqual([1000, 750, 500, 250, 0, 0, 0]);
    expect(schedule.map((q) => q.straightLineRunOff)).toEqual([0, 250, 250, 250, 250, 0, 0]);
    // percentage: 1000 × 0.75^k, the rest (237.3046875) leaving at quarter 6
    expect(schedule.map((q) => q.pctDeclineBalance)).toEqual([
      1000, 750, 562.5, 421.875, 316.40625, 237.3046875, 0,
    ]);
    expect(schedule.map((q) => q.pctDeclineRunOff)).toEqual([
      0, 250, 187.5, 140.625, 105.46875, 79.1015625, 237.3046875,
    ]);
    expect(schedule.map((step) => step.period)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('runs off whatever is left at a truncation point', () => {
    expect(runOffSchedule(1000, 0.25, 2).map((q) => q.pctDeclineRunOff)).toEqual([0, 250, 750]);
  });

  it('refuses a decay outside 0..1 or an empty horizon', () => {
    expect(() => runOffSchedule(1000, 1.5, 4)).toThrow(RangeError);
    expect(() => runOffSchedule(1000, 0.1, 0)).toThrow(RangeError);
    expect(() => runOffSchedule(1000, 0.1, 2.5)).toThrow(RangeError);
  });
});

describe('weighted average lives', () => {
  it('of the straight-line decline: Σ balance share at the start of each quarter / 4', () => {
    // (1 + 0.75 + 0.5 + 0.25) / 4 = 0.625 years
    expect(straightLineDeclineWal(0.25, 400)).toBe(0.625);
    // truncated at 2 quarters: (1 + 0.75) / 4
    expect(straightLineDeclineWal(0.25, 2)).toBe(0.4375);
    // d = 0.1: (1 + 0.9 + … + 0.1) = 5.5 quarters = 1.375 years
    expect(straightLineDeclineWal(0.1, 40)).toBeCloseTo(1.375, 12);
    expect(straightLineDeclineWal(0, 40)).toBe(10);
    expect(straightLineDeclineWal(1, 40)).toBe(0.25);
    expect(straightLineDeclineWal(null, 40)).toBeNull();
  });

  it('of the percentage decline: (1 − (1 − d)^H) / (4d)', () => {
    // d = 0.5, H = 2: run-off 0.5 at quarter 1 and 0.5 at quarter 2 → 1.5 quarters = 0.375 years
    expect(pctDeclineWal(0.5, 2)).toBe(0.375);
    // d = 0.25 over 400 quarters: 1 − 0.75^400 ≈ 1 year (1 / d = 4 quarters)
    expect(pctDeclineWal(0.25, 400)).toBeCloseTo(1, 12);
    expect(pctDeclineWal(0, 400)).toBe(100);
    expect(pctDeclineWal(1, 40)).toBe(0.25);
    expect(pctDeclineWal(null, 40)).toBeNull();
  });

  it('agree with the run-off schedule: Σ quarter × run-off / balance / 4', () => {
    // 1·250 + 2·187.5 + 3·140.625 + 4·105.46875 + 5·79.1015625 + 6·237.3046875 = 3288.0859375
    const schedule = runOffSchedule(1000, 0.25, 6);
    const fromSchedule = (key: 'pctDeclineRunOff' | 'straightLineRunOff') =>
      schedule.reduce((sum, step) => sum + step.period * step[key], 0) / 1000 / 4;
    expect(fromSchedule('pctDeclineRunOff')).toBe(0.822021484375);
    expect(pctDeclineWal(0.25, 6)).toBeCloseTo(0.822021484375, 12);
    expect(fromSchedule('straightLineRunOff')).toBe(straightLineDeclineWal(0.25, 6));
  });
});

describe('decayAnalysis', () => {
  it('finds a calm series not too volatile and runs off both variants', () => {
    // history 100 ×4 (2015), range 2016: 150 ×4. 2016-03-31: g 0.5 ≥ 0.25 → S = 135, then 135.
    const result = decayAnalysis(
      quarters('2015-03-31', [100, 100, 100, 100, 150, 150, 150, 150]),
      options({
        rangeStart: '2016-03-31',
        rangeEnd: '2016-12-31',
        significantEventThreshold: 0.25,
      }),
    );
    expect(result.points.map((p) => p.stableBalance)).toEqual([135, 135, 135, 135]);
    // actual windows: [100 100 100 150] 25/112.5, [100 100 150 150] √(2500/3)/125,
    // [100 150 150 150] 25/137.5, [150 ×4] 0 → median (25/137.5 + 25/112.5) / 2
    const actualMedian = (25 / 137.5 + 25 / 112.5) / 2;
    expect(result.medianVolatility).toBeCloseTo(actualMedian, 12);
    // stable windows: [100 100 100 135] 17.5/108.75, [100 100 135 135] √(1225/3)/117.5,
    // [100 135 135 135] 17.5/126.25, [135 ×4] 0 → median (17.5/126.25 + 17.5/108.75) / 2
    const stableMedian = (17.5 / 126.25 + 17.5 / 108.75) / 2;
    expect(result.medianStableVolatility).toBeCloseTo(stableMedian, 12);

    const actualDecay = 1 - (1 - actualMedian) ** 0.25; // 0.0549
    const stableDecay = 1 - (1 - stableMedian) ** 0.25; // 0.0397
    expect(result.actual.decayFactor).toBeCloseTo(actualDecay, 12);
    expect(result.stable.decayFactor).toBeCloseTo(stableDecay, 12);
    expect(result.actual.startingBalance).toBe(150);
    expect(result.stable.startingBalance).toBe(135);
    expect(result.nonStableBalance).toBe(15);
    // stable decays slower than actual, and 15 ≤ 135: the split stands
    expect(result.tooVolatile).toBe(false);
    expect(result.enoughData).toBe(true);

    expect(result.horizonPeriods).toBe(DEFAULT_DECAY_HORIZON_QUARTERS);
    expect(result.actual.cashFlow).toHaveLength(401);
    expect(result.actual.cashFlow[1]!.pctDeclineBalance).toBeCloseTo(150 * (1 - actualDecay), 9);
    expect(result.actual.pctDeclineWal).toBeCloseTo(
      (1 - (1 - actualDecay) ** 400) / (4 * actualDecay),
      12,
    );
    expect(result.stable.straightLineDeclineWal).toBe(straightLineDeclineWal(stableDecay, 400));
  });

  it('truncates the run-off at nmd_trunct quarters', () => {
    const result = decayAnalysis(
      quarters('2015-03-31', [100, 100, 100, 100, 150, 150, 150, 150]),
      options({
        rangeStart: '2016-03-31',
        rangeEnd: '2016-12-31',
        significantEventThreshold: 0.25,
        truncationQuarters: 40,
      }),
    );
    expect(result.horizonPeriods).toBe(40);
    expect(result.actual.cashFlow).toHaveLength(41);
    expect(result.actual.cashFlow.at(-1)!.pctDeclineBalance).toBe(0);
    const d = result.actual.decayFactor!;
    expect(result.actual.pctDeclineWal).toBeCloseTo((1 - (1 - d) ** 40) / (4 * d), 12);
    expect(truncationYears(40)).toBe(10);
  });

  it('flags a surge: the non-stable part exceeds the stable balance', () => {
    // 64 ×5, 80, 100, 400; range rates 0 0 0 0 0.25 0.25 3 → leading 0 dropped → cap 0.25
    // S: 64 ×5 (reset), min(80, 80), min(100, 100), min(400, 100 × 1.25 = 125) = 125
    const result = decayAnalysis(
      quarters('2015-03-31', [64, 64, 64, 64, 64, 80, 100, 400]),
      options(),
    );
    expect(result.points.at(-1)!.stableBalance).toBe(125);
    expect(result.nonStableBalance).toBe(275); // 400 − 125 > 125
    expect(result.tooVolatile).toBe(true);
    // both medians are those of [0, 0, 8/68, …]: [64 64 64 80] has mean 68 and sd √(192/3) = 8,
    // so here the stable balance is also no steadier than the whole
    expect(result.medianVolatility).toBeCloseTo(8 / 68, 12);
    expect(result.medianStableVolatility).toBeCloseTo(8 / 68, 12);
    expect(result.actual.decayFactor).toBeCloseTo(1 - (60 / 68) ** 0.25, 12);
  });

  it('flags balances whose stable part is no steadier than the whole', () => {
    // constant balances: S = value throughout, both decays 0 → stable ≥ actual
    const result = decayAnalysis(quarters('2015-03-31', [100, 100, 100, 100, 100, 100]), options());
    expect(result.actual.decayFactor).toBe(0);
    expect(result.stable.decayFactor).toBe(0);
    expect(result.nonStableBalance).toBe(0);
    expect(result.tooVolatile).toBe(true);
    // nothing leaves before the horizon: 400 / 4 years
    expect(result.actual.pctDeclineWal).toBe(100);
    expect(result.actual.straightLineDeclineWal).toBe(100);
  });

  it('flags a median volatility above 1, where no decay factor exists', () => {
    // every window is three 1s and a 1000: mean 250.75, sd 499.5 → 1.992
    const result = decayAnalysis(quarters('2015-03-31', [1, 1, 1, 1000, 1, 1, 1]), options());
    expect(result.medianVolatility).toBeCloseTo(499.5 / 250.75, 12);
    expect(result.actual).toEqual({
      startingBalance: 1,
      decayFactor: null,
      cashFlow: [],
      straightLineDeclineWal: null,
      pctDeclineWal: null,
    });
    expect(result.tooVolatile).toBe(true);
  });

  it('says there is not enough data without a full 4-quarter window', () => {
    const result = decayAnalysis(quarters('2015-03-31', [100, 90, 80]), options());
    expect(result.enoughData).toBe(false);
    expect(result.tooVolatile).toBe(false);
    expect(result.actual.decayFactor).toBeNull();
    expect(result.actual.startingBalance).toBe(80);
    const empty = decayAnalysis([], options());
    expect(empty.enoughData).toBe(false);
    expect(empty.nonStableBalance).toBeNull();
    expect(empty.actual.startingBalance).toBeNull();
  });

  it('gives no decay figures below 8 quarters of data in the range (Insufficient Data)', () => {
    // 2 quarters in range (history 2015, range 2016-03..06): a calm half-year would give a
    // quarterly decay near 0 and an average life of decades; the figures are withheld instead.
    const short = decayAnalysis(
      quarters('2015-03-31', [100, 101, 100, 101, 100, 101]),
      options({ rangeStart: '2016-03-31', rangeEnd: '2016-06-30', minimumQuarters: undefined }),
    );
    expect(MIN_DECAY_QUARTERS).toBe(8);
    expect(short.minimumPeriods).toBe(8);
    expect(short.points).toHaveLength(2);
    expect(short.insufficientData).toBe(true);
    expect(short.tooVolatile).toBe(false);
    for (const variant of [short.actual, short.stable]) {
      expect(variant).toMatchObject({
        decayFactor: null,
        cashFlow: [],
        straightLineDeclineWal: null,
        pctDeclineWal: null,
      });
    }
    // The balances themselves are still there for the line chart.
    expect(short.actual.startingBalance).toBe(101);
  });

  it('gives the decay figures from 8 quarters on', () => {
    // 7 quarters in range: still insufficient; 8: figures.
    const data = quarters('2015-03-31', [100, 104, 99, 103, 100, 105, 98, 102, 101, 104, 100, 103]);
    const seven = decayAnalysis(
      data,
      options({ rangeStart: '2016-03-31', rangeEnd: '2017-09-30', minimumQuarters: undefined }),
    );
    expect(seven.points).toHaveLength(7);
    expect(seven.insufficientData).toBe(true);
    expect(seven.actual.decayFactor).toBeNull();
    const eight = decayAnalysis(
      data,
      options({ rangeStart: '2016-03-31', rangeEnd: '2017-12-31', minimumQuarters: undefined }),
    );
    expect(eight.points).toHaveLength(8);
    expect(eight.insufficientData).toBe(false);
    expect(eight.actual.decayFactor).toBeCloseTo(quarterlyDecayFactor(eight.medianVolatility)!, 12);
  });

  it('takes a given horizon and refuses a bad one', () => {
    const data = quarters('2015-03-31', [100, 100, 100, 100, 100]);
    expect(decayAnalysis(data, options({ horizonQuarters: 80 })).horizonPeriods).toBe(80);
    expect(() => decayAnalysis(data, options({ truncationQuarters: 0 }))).toThrow(RangeError);
  });
});

describe('decay chart helpers', () => {
  it('shows amounts in thousands, truncated', () => {
    expect(decayChartThousands(1_234_567.9)).toBe(1234);
    expect(decayChartThousands(-1_500)).toBe(-1);
    expect(Object.is(decayChartThousands(-999), 0)).toBe(true);
  });

  it('starts the axis at 0.85 of the lowest bank value and 0.9 of the lowest M2 value', () => {
    expect(decayAxisMinimum([200, 100, null], 'bank')).toBe(85);
    expect(decayAxisMinimum([200, 100], 'm2')).toBe(90);
    expect(decayAxisMinimum([], 'bank')).toBeNull();
  });
});
