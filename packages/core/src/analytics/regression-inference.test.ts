import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeTo, qrLeastSquares } from './qr-least-squares.test-support';
import { betaEstimate, CONFIDENCE_LEVEL, slopeEstimate } from './regression-inference';

// The least-squares test's scatter: slope 0.6, intercept 2.2, R² 0.6, Sxx = 10.
const FIVE = [
  { x: 1, y: 2 },
  { x: 2, y: 4 },
  { x: 3, y: 5 },
  { x: 4, y: 4 },
  { x: 5, y: 5 },
];

describe('slopeEstimate', () => {
  it('gives the slope with a hand-computed standard error, interval and t statistic', () => {
    // Residuals y − (0.6x + 2.2): −0.8, 0.6, 1.0, −0.6, −0.2; SSE = 0.64 + 0.36 + 1 + 0.36 + 0.04
    // = 2.4; s² = 2.4 / 3 = 0.8; SE = √(0.8 / 10) = 0.282843; t = 0.6 / 0.282843 = 2.121320.
    // t(0.975, 3) = 3.182446: interval 0.6 ∓ 0.900130 = [−0.300130, 1.500130].
    const estimate = slopeEstimate(FIVE)!;
    expect(CONFIDENCE_LEVEL).toBe(0.95);
    expect(estimate.beta).toBeCloseTo(0.6, 12);
    expect(estimate.standardError).toBeCloseTo(0.282843, 6);
    expect(estimate.tStatistic).toBeCloseTo(2.12132, 5);
    expect(estimate.confidenceInterval[0]).toBeCloseTo(-0.30013, 5);
    expect(estimate.confidenceInterval[1]).toBeCloseTo(1.50013, 5);
    expect(estimate.n).toBe(5);
    expect(estimate.degreesOfFreedom).toBe(3);
    expect(estimate.rSquared).toBeCloseTo(0.6, 12);
  });

  it('skips missing values rather than reading them as 0, and gives null under 3 pairs', () => {
    const withGaps = [...FIVE, { x: null, y: 7 }, { x: 6, y: 'n/a' }];
    expect(slopeEstimate(withGaps)).toEqual(slopeEstimate(FIVE));
    expect(slopeEstimate(FIVE.slice(0, 2))).toBeNull();
  });

  it('has a zero-width interval and no t statistic on an exact fit', () => {
    const estimate = slopeEstimate([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 2, y: 5 },
    ])!;
    expect(estimate.standardError).toBe(0);
    expect(estimate.tStatistic).toBeNull();
    expect(estimate.confidenceInterval).toEqual([2, 2]);

    // Decimal data on a line (two points repeated): rounding leaves a residual of 1e-30, which
    // is no evidence of a spread (fast-check found it against the QR solve).
    const decimal = slopeEstimate([
      { x: -1.31, y: -4.87 },
      { x: -2.98, y: 0.01 },
      { x: -2.98, y: 0.01 },
    ])!;
    expect(decimal.beta).toBeCloseTo(-2.922156, 6);
    expect(decimal.standardError).toBe(0);
    expect(decimal.tStatistic).toBeNull();
    expect(decimal.confidenceInterval[0]).toBe(decimal.confidenceInterval[1]);
  });

  it('agrees with a Householder QR solve on random data (property)', () => {
    const point = fc.record({
      x: fc.integer({ min: -300, max: 300 }).map((v) => v / 100),
      y: fc.integer({ min: -500, max: 500 }).map((v) => v / 100),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 40 }), (points) => {
        const reference = qrLeastSquares(
          points.map((p) => [1, p.x]),
          points.map((p) => p.y),
        );
        fc.pre(reference !== null);
        const estimate = slopeEstimate(points)!;
        expect(estimate).not.toBeNull();
        expect(closeTo(estimate.beta, reference!.coefficients[1]!, 1e-7)).toBe(true);
        expect(closeTo(estimate.standardError, reference!.standardErrors[1]!, 1e-6, 1e-9)).toBe(
          true,
        );
        expect(closeTo(estimate.rSquared, Math.max(0, reference!.rSquared), 1e-6)).toBe(true);
      }),
    );
  });
});

describe('betaEstimate', () => {
  it('uses t(0.975, n − k): 2.228 at 10 degrees of freedom', () => {
    const estimate = betaEstimate({
      beta: 0.5,
      standardError: 0.1,
      degreesOfFreedom: 10,
      n: 13,
      rSquared: 0.4,
    });
    expect(estimate.confidenceInterval[0]).toBeCloseTo(0.5 - 0.2228139, 6);
    expect(estimate.confidenceInterval[1]).toBeCloseTo(0.5 + 0.2228139, 6);
    expect(estimate.tStatistic).toBeCloseTo(5, 12);
  });
});
