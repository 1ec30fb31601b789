import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dated, datedSeriesPair, FIXTURE_COSTS, FIXTURE_RATES } from './beta-fixtures.test-support';
import { closeTo, qrLeastSquares } from './qr-least-squares.test-support';
import { quarterlyChanges } from './quarterly-changes';
import { slopeEstimate } from './regression-inference';
import { ROLLING_WINDOW_QUARTERS, rollingBetas } from './rolling-beta';

const metric = dated(FIXTURE_COSTS);
const rate = dated(FIXTURE_RATES);

describe('rollingBetas', () => {
  it('fits the change regression over each full window, with its interval', () => {
    expect(ROLLING_WINDOW_QUARTERS).toEqual([8, 12]);
    // 9 changes (2022Q1 … 2024Q1): two full 8-quarter windows, ending 2023Q4 and 2024Q1.
    const points = rollingBetas(metric, rate, { windowQuarters: 8 });
    expect(points.map((p) => [p.windowStart, p.reportDate, p.n])).toEqual([
      ['2022-03-31', '2023-12-31', 8],
      ['2022-06-30', '2024-03-31', 8],
    ]);
    const { changes } = quarterlyChanges(metric, rate);
    const first = slopeEstimate(
      changes.slice(0, 8).map((c) => ({ x: c.rateChange, y: c.metricChange })),
    );
    expect(points[0]!.estimate).toEqual(first);
    // Hand check of the first window's slope: Δr = .25 .5 .25 .75 0 −.5 −.25 −.5 (mean 0.0625),
    // Δm = .10 .22 .12 .30 .01 −.08 −.05 −.09 (mean 0.06625); Sxx = 1.46875, Sxy = 0.454375.
    expect(points[0]!.estimate!.beta).toBeCloseTo(0.454375 / 1.46875, 10);
    const [low, high] = points[0]!.estimate!.confidenceInterval;
    expect(low).toBeLessThan(points[0]!.estimate!.beta);
    expect(high).toBeGreaterThan(points[0]!.estimate!.beta);
  });

  it('counts fewer quarters where values are missing, and has no estimate under 3', () => {
    const gappy = dated([0.5, 0.6, 0.82, null, null, null, null, null, 1.03, 1.01]);
    const [point] = rollingBetas(gappy, rate, { windowQuarters: 8 });
    // Only 2022Q1, 2022Q2 and 2024Q1 have a change; the first window holds the first two.
    expect(point).toMatchObject({ reportDate: '2023-12-31', n: 2, estimate: null });
  });

  it('draws nothing when the data is shorter than a window, and refuses a window under 2', () => {
    expect(rollingBetas(metric, rate, { windowQuarters: 12 })).toEqual([]);
    expect(() => rollingBetas(metric, rate, { windowQuarters: 1 })).toThrow(RangeError);
  });
});

describe('rollingBetas against a general least-squares solve', () => {
  it('gives each window the QR slope and standard error of its changes (property)', () => {
    fc.assert(
      fc.property(datedSeriesPair(10, 30), fc.constantFrom(8, 12), ({ metric, rate }, window) => {
        const { changes } = quarterlyChanges(metric, rate);
        for (const point of rollingBetas(metric, rate, { windowQuarters: window })) {
          const inWindow = changes.filter(
            (c) => c.reportDate >= point.windowStart && c.reportDate <= point.reportDate,
          );
          expect(point.n).toBe(inWindow.length);
          const reference =
            inWindow.length >= 3
              ? qrLeastSquares(
                  inWindow.map((c) => [1, c.rateChange]),
                  inWindow.map((c) => c.metricChange),
                )
              : null;
          // No slope for both: under 3 changes, or every rate move the same.
          expect(point.estimate === null).toBe(reference === null);
          if (!reference || !point.estimate) continue;
          expect(closeTo(point.estimate.beta, reference.coefficients[1]!, 1e-6)).toBe(true);
          expect(
            closeTo(point.estimate.standardError, reference.standardErrors[1]!, 1e-6, 1e-9),
          ).toBe(true);
        }
      }),
    );
  });
});
