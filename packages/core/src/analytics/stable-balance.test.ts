import { describe, expect, it } from 'vitest';
import { quarterRange } from '../domain/quarters';
import { stableBalanceSeries, type StableBalanceOptions } from './stable-balance';

/** Balances on consecutive quarter ends from `first`. */
function quarters(first: string, values: readonly (number | null)[]) {
  const dates = quarterRange(first, '2100-12-31').slice(0, values.length);
  return values.map((value, i) => ({ reportDate: dates[i]!, value }));
}

function options(over: Partial<StableBalanceOptions>): StableBalanceOptions {
  return {
    rangeStart: '2015-03-31',
    rangeEnd: '2016-12-31',
    significantEventThreshold: 0.3,
    adjustForCovid: false,
    ...over,
  };
}

function expectAllClose(actual: readonly (number | null)[], expected: readonly (number | null)[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, i) => {
    const want = expected[i];
    if (want === null || want === undefined) expect(value, `index ${i}`).toBeNull();
    else expect(value, `index ${i}`).toBeCloseTo(want, 10);
  });
}

describe('stableBalanceSeries: a worked example', () => {
  // 8 quarters 2015-03-31 … 2016-12-31, the range is all of them.
  const data = quarters('2015-03-31', [100, 120, 90, 90, 108, 135, 121.5, 145.8]);
  const result = stableBalanceSeries(data, options({}));

  it('computes growth between consecutive quarters, none for the first', () => {
    // 120/100 − 1, 90/120 − 1, 90/90 − 1, 108/90 − 1, 135/108 − 1, 121.5/135 − 1, 145.8/121.5 − 1
    expectAllClose(
      result.points.map((p) => p.growthRate),
      [null, 0.2, -0.25, 0, 0.2, 0.25, -0.1, 0.2],
    );
  });

  it('bounds growth by the medians of the non-positive and of the positive rates', () => {
    // non-positive: −0.25, 0, −0.1 → median −0.1; positive: 0.2, 0.2, 0.25, 0.2 → (0.2 + 0.2) / 2
    expect(result.growthFloor).toBeCloseTo(-0.1, 12);
    expect(result.growthCap).toBeCloseTo(0.2, 12);
  });

  it('resets the first 5 points to actual, then applies min(value, S·(1 + clamped g))', () => {
    // range start = first data date → S = value for 100, 120, 90, 90, 108
    // 135: g 0.25 → 0.2: min(135, 108 × 1.2 = 129.6) = 129.6
    // 121.5: g −0.1: min(121.5, 129.6 × 0.9 = 116.64) = 116.64
    // 145.8: g 0.2: min(145.8, 116.64 × 1.2 = 139.968) = 139.968
    expectAllClose(
      result.points.map((p) => p.stableBalance),
      [100, 120, 90, 90, 108, 129.6, 116.64, 139.968],
    );
    expect(result.points.some((p) => p.significantEvent)).toBe(false);
    expect(result.history).toEqual([]);
  });

  it('measures volatility as the sample standard deviation of 4 values over their mean', () => {
    // [100 120 90 90]: mean 100, squares 0 + 400 + 100 + 100 = 600, /3 = 200 → √200 / 100
    // [120 90 90 108]: mean 102, squares 324 + 144 + 144 + 36 = 648, /3 = 216 → √216 / 102
    // [90 90 108 135]: mean 105.75, squares sum 1356.75, /3 = 452.25
    // [90 108 135 121.5]: mean 113.625, squares sum 1108.6875, /3 = 369.5625
    // [108 135 121.5 145.8]: mean 127.575, squares sum 807.3675, /3 = 269.1225
    expectAllClose(
      result.points.map((p) => p.standardAverageBalanceVolatile),
      [
        null,
        null,
        null,
        Math.sqrt(200) / 100,
        Math.sqrt(216) / 102,
        Math.sqrt(452.25) / 105.75,
        Math.sqrt(369.5625) / 113.625,
        Math.sqrt(269.1225) / 127.575,
      ],
    );
    // sorted: 0.12859, 0.14142, 0.14409, 0.16919, 0.20110 → the middle one
    expect(result.medianVolatility).toBeCloseTo(Math.sqrt(216) / 102, 12);
  });

  it('measures the stable balance the same way', () => {
    // [108 129.6 116.64 139.968]: mean 123.552, deviations −15.552 6.048 −6.912 16.416,
    // squares sum 595.703808
    expect(result.points[7]!.stableBalanceVolatile).toBeCloseTo(
      Math.sqrt(595.703808 / 3) / 123.552,
      12,
    );
    // the first three windows hold actual values only
    expect(result.points[3]!.stableBalanceVolatile).toBeCloseTo(Math.sqrt(200) / 100, 12);
  });
});

describe('stableBalanceSeries: history before the range', () => {
  // 2016-03-31 is 5 quarters before the range: not used. 4 quarters of history, 3 in the range.
  const data = quarters('2016-03-31', [1000, 100, 100, 80, 100, 125, 90, 150]);
  const result = stableBalanceSeries(
    data,
    options({ rangeStart: '2017-06-30', rangeEnd: '2017-12-31', significantEventThreshold: 0.5 }),
  );

  it('adds up to 4 quarters before the range', () => {
    expect(result.history.map((p) => p.reportDate)).toEqual([
      '2016-06-30',
      '2016-09-30',
      '2016-12-31',
      '2017-03-31',
    ]);
    expect(result.points.map((p) => p.reportDate)).toEqual([
      '2017-06-30',
      '2017-09-30',
      '2017-12-31',
    ]);
    // the first history point has no growth: 1000 is not its predecessor
    expect(result.history[0]!.growthRate).toBeNull();
    expect(result.points[0]!.growthRate).toBeCloseTo(0.25, 12); // 125 / 100 − 1
  });

  it('takes the clamp bounds from the range only', () => {
    // range rates 0.25, −0.28, 2/3 (the history's −0.2 is not counted)
    expect(result.growthFloor).toBeCloseTo(-0.28, 12);
    expect(result.growthCap).toBeCloseTo((0.25 + 2 / 3) / 2, 12);
  });

  it('does not reset when the range starts after the first data, and cuts at an event', () => {
    // 150 / 90 − 1 = 0.667 ≥ 0.5: significant event, S = 0.9 × 150 = 135
    expectAllClose(
      result.points.map((p) => p.stableBalance),
      [125, 90, 135],
    );
    expect(result.points.map((p) => p.significantEvent)).toEqual([false, false, true]);
  });

  it('fills the first volatility windows of the range from the history', () => {
    // history [100 100 80 100]: mean 95, squares 25 + 25 + 225 + 25 = 300, /3 = 100 → 10 / 95
    expect(result.history.map((p) => p.standardAverageBalanceVolatile)).toEqual([
      null,
      null,
      null,
      10 / 95,
    ]);
    // [100 80 100 125]: mean 101.25, squares sum 1018.75
    // [80 100 125 90]: mean 98.75, squares sum 1118.75
    // [100 125 90 150]: mean 116.25, squares sum 2168.75
    expectAllClose(
      result.points.map((p) => p.standardAverageBalanceVolatile),
      [
        Math.sqrt(1018.75 / 3) / 101.25,
        Math.sqrt(1118.75 / 3) / 98.75,
        Math.sqrt(2168.75 / 3) / 116.25,
      ],
    );
    // 0.18200, 0.19556, 0.23129 → the middle one; history volatility is not counted
    expect(result.medianVolatility).toBeCloseTo(Math.sqrt(1118.75 / 3) / 98.75, 12);
  });
});

describe('stableBalanceSeries: the reset of the first 5 points', () => {
  const values = [100, 150, 150, 165, 165, 165];
  // range rates 0.5, 0, 0.1, 0, 0 → floor median(0, 0, 0) = 0, cap median(0.5, 0.1) = 0.3

  it('applies when the range starts at the first data date', () => {
    const result = stableBalanceSeries(
      quarters('2015-03-31', values),
      options({ significantEventThreshold: 0.9 }),
    );
    // S = value for the first 5, then min(165, 165 × 1) = 165
    expectAllClose(
      result.points.map((p) => p.stableBalance),
      [100, 150, 150, 165, 165, 165],
    );
  });

  it('applies also when the range starts before the data', () => {
    const result = stableBalanceSeries(
      quarters('2015-03-31', values),
      options({ rangeStart: '2014-03-31', significantEventThreshold: 0.9 }),
    );
    expect(result.points.at(-1)!.stableBalance).toBe(165);
  });

  it('does not apply when the range starts later: the recursion runs from the first point', () => {
    // history [100]; in range: 150: g 0.5 → 0.3: min(150, 130) = 130; 150: g 0 → 130;
    // 165: g 0.1: min(165, 130 × 1.1 = 143) = 143; then 143, 143
    const result = stableBalanceSeries(
      quarters('2015-03-31', values),
      options({ rangeStart: '2015-06-30', significantEventThreshold: 0.9 }),
    );
    expect(result.growthCap).toBeCloseTo(0.3, 12);
    expectAllClose(
      result.points.map((p) => p.stableBalance),
      [130, 130, 143, 143, 143],
    );
  });
});

describe('stableBalanceSeries: clamping', () => {
  it('holds growth between the floor and the cap', () => {
    // history 100 (2015-12-31); range 200, 100, 80, 72, 90: g 1, −0.5, −0.2, −0.1, 0.25
    // floor = median(−0.5, −0.2, −0.1) = −0.2; cap = median(1, 0.25) = 0.625
    const result = stableBalanceSeries(
      quarters('2015-12-31', [100, 200, 100, 80, 72, 90]),
      options({ rangeStart: '2016-03-31', rangeEnd: '2017-03-31', significantEventThreshold: 2 }),
    );
    expect(result.growthFloor).toBeCloseTo(-0.2, 12);
    expect(result.growthCap).toBeCloseTo(0.625, 12);
    // 200: g 1 → 0.625: min(200, 162.5); 100: g −0.5 → −0.2: min(100, 162.5 × 0.8 = 130) = 100
    // 80: min(80, 100 × 0.8); 72: min(72, 80 × 0.9); 90: min(90, 72 × 1.25)
    expectAllClose(
      result.points.map((p) => p.stableBalance),
      [162.5, 100, 80, 72, 90],
    );
  });

  it('drops a leading zero growth from the medians, and only that one', () => {
    // rates 0, 0.2, −0.25, 0.1 → the leading 0 dropped → floor −0.25 (not median(0, −0.25)),
    // cap median(0.2, 0.1) = 0.15
    const first = stableBalanceSeries(quarters('2015-03-31', [100, 100, 120, 90, 99]), options({}));
    expect(first.growthFloor).toBeCloseTo(-0.25, 12);
    expect(first.growthCap).toBeCloseTo(0.15, 12);
    // rates 0.2, 0, −0.4: a later zero stays → floor median(0, −0.4) = −0.2
    const later = stableBalanceSeries(quarters('2015-03-31', [100, 120, 120, 72]), options({}));
    expect(later.growthFloor).toBeCloseTo(-0.2, 12);
    // rates 0, 0, −0.5 → one dropped → floor median(0, −0.5) = −0.25
    const two = stableBalanceSeries(quarters('2015-03-31', [100, 100, 100, 50]), options({}));
    expect(two.growthFloor).toBeCloseTo(-0.25, 12);
  });

  it('bounds a side without rates at 0', () => {
    const rising = stableBalanceSeries(quarters('2015-03-31', [100, 110, 121]), options({}));
    expect(rising.growthFloor).toBe(0);
    expect(rising.growthCap).toBeCloseTo(0.1, 12);
    const falling = stableBalanceSeries(quarters('2015-03-31', [100, 90, 81]), options({}));
    expect(falling.growthCap).toBe(0);
  });
});

describe('stableBalanceSeries: significant events and Covid', () => {
  // history 64 (2019-12-31); range 2020-03-31 … 2021-03-31: 80, 40, 60, 66, 33
  // g 0.25, −0.5, 0.5, 0.1, −0.5 → floor −0.5, cap median(0.1, 0.25, 0.5) = 0.25
  const data = quarters('2019-12-31', [64, 80, 40, 60, 66, 33]);
  const range = { rangeStart: '2020-03-31', rangeEnd: '2021-03-31' };

  it('ignores events in the Covid window when adjusting for Covid', () => {
    const result = stableBalanceSeries(data, options({ ...range, adjustForCovid: true }));
    // 80: min(80, 64 × 1.25); 40: min(40, 80 × 0.5); 60: g 0.5 → 0.25: min(60, 40 × 1.25 = 50)
    // 66: min(66, 50 × 1.1 = 55); 33: min(33, 55 × 0.5 = 27.5)
    expectAllClose(
      result.points.map((p) => p.stableBalance),
      [80, 40, 50, 55, 27.5],
    );
    expect(result.points.some((p) => p.significantEvent)).toBe(false);
  });

  it('cuts to 90% of the value at each event when not adjusting', () => {
    const result = stableBalanceSeries(data, options({ ...range, adjustForCovid: false }));
    // |g| ≥ 0.3 at 40, 60 and 33: 36, 54, 29.7; 66: min(66, 54 × 1.1 = 59.4)
    expectAllClose(
      result.points.map((p) => p.stableBalance),
      [80, 36, 54, 59.4, 29.7],
    );
    expect(result.points.map((p) => p.significantEvent)).toEqual([false, true, true, false, true]);
  });

  it('counts growth at the threshold as an event, and the window ends as inside it', () => {
    // 2019-09-30 100 (history); 2019-12-31 150 (g 0.5, before the window: event → 135);
    // 2020-03-31 225 (g 0.5, first day of the window: no event → min(225, 135 × 1.5 = 202.5))
    const start = stableBalanceSeries(
      quarters('2019-09-30', [100, 150, 225]),
      options({
        rangeStart: '2019-12-31',
        rangeEnd: '2020-03-31',
        significantEventThreshold: 0.5,
        adjustForCovid: true,
      }),
    );
    expectAllClose(
      start.points.map((p) => p.stableBalance),
      [135, 202.5],
    );
    // 2021-12-31 (last day of the window): no event → 150; 2022-03-31: event → 202.5
    const end = stableBalanceSeries(
      quarters('2021-09-30', [100, 150, 225]),
      options({
        rangeStart: '2021-12-31',
        rangeEnd: '2022-03-31',
        significantEventThreshold: 0.5,
        adjustForCovid: true,
      }),
    );
    expectAllClose(
      end.points.map((p) => p.stableBalance),
      [150, 202.5],
    );
  });
});

describe('stableBalanceSeries: data edges', () => {
  it('trims leading zeros; the range then starts before the first data, so the reset applies', () => {
    const result = stableBalanceSeries(
      quarters('2019-03-31', [0, 0, 50, 60]),
      options({ rangeStart: '2019-06-30', rangeEnd: '2019-12-31' }),
    );
    expect(result.history).toEqual([]);
    expect(result.points.map((p) => [p.reportDate, p.growthRate, p.stableBalance])).toEqual([
      ['2019-09-30', null, 50],
      ['2019-12-31', 0.19999999999999996, 60],
    ]);
  });

  it('gives no growth after a zero balance, and skips quarters without a value', () => {
    const zero = stableBalanceSeries(quarters('2015-03-31', [50, 0, 40]), options({}));
    expect(zero.points.map((p) => p.growthRate)).toEqual([null, -1, null]);
    const gap = stableBalanceSeries(quarters('2015-03-31', [100, null, 120]), options({}));
    expect(gap.points.map((p) => [p.reportDate, p.growthRate])).toEqual([
      ['2015-03-31', null],
      ['2015-09-30', 0.19999999999999996], // 120 / 100 − 1, across the missing quarter
    ]);
  });

  it('gives an empty series for no data in the range', () => {
    const empty = {
      points: [],
      history: [],
      growthFloor: 0,
      growthCap: 0,
      medianVolatility: null,
      medianStableVolatility: null,
    };
    expect(stableBalanceSeries([], options({}))).toEqual(empty);
    expect(stableBalanceSeries(quarters('2030-03-31', [1, 2]), options({}))).toEqual(empty);
    expect(
      stableBalanceSeries(
        quarters('2015-03-31', [1, 2]),
        options({ rangeStart: '2016-03-31', rangeEnd: '2015-03-31' }),
      ),
    ).toEqual(empty);
  });

  it('refuses bad dates and thresholds', () => {
    expect(() =>
      stableBalanceSeries([{ reportDate: '2015-02-28', value: 1 }], options({})),
    ).toThrow('Invalid date: 2015-02-28');
    expect(() => stableBalanceSeries([], options({ rangeStart: 'soon' }))).toThrow(
      'Invalid date: soon',
    );
    expect(() =>
      stableBalanceSeries(
        [
          { reportDate: '2015-03-31', value: 1 },
          { reportDate: '2015-03-31', value: 2 },
        ],
        options({}),
      ),
    ).toThrow('Repeated report date: 2015-03-31');
    expect(() => stableBalanceSeries([], options({ significantEventThreshold: 0 }))).toThrow(
      RangeError,
    );
  });

  it('accepts input in any order', () => {
    const data = quarters('2015-03-31', [100, 120, 90, 90, 108]);
    expect(stableBalanceSeries([...data].reverse(), options({}))).toEqual(
      stableBalanceSeries(data, options({})),
    );
  });
});
