import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asymmetricBetas,
  asymmetricBetasOfChanges,
  MIN_QUARTERS_PER_SIDE,
} from './asymmetric-beta';
import { dated, FIXTURE_COSTS, FIXTURE_RATES } from './beta-fixtures.test-support';
import { closeTo, qrLeastSquares } from './qr-least-squares.test-support';
import { slopeEstimate } from './regression-inference';

describe('asymmetricBetas', () => {
  it('gives the up- and down-beta of the interaction model with their statistics', () => {
    // Δm = α + β·Δr + γ·Δr·D on the fixture's 9 changes (4 up, 1 flat, 4 down), worked with
    // numpy.linalg.lstsq and scipy.stats.t: α = 0.013125, β = 0.3915, γ = −0.196;
    // SE(β) = 0.0199280, SE(β + γ) = 0.0251487 (from Var β + Var γ + 2 Cov), t(0.975, 6) = 2.446912,
    // R² = 0.994171.
    const result = asymmetricBetas(dated(FIXTURE_COSTS), dated(FIXTURE_RATES));
    expect([result.upQuarters, result.downQuarters, result.flatQuarters, result.n]).toEqual([
      4, 4, 1, 9,
    ]);
    expect(result.intercept).toBeCloseTo(0.013125, 10);
    const up = result.upBeta!;
    expect(up.beta).toBeCloseTo(0.3915, 10);
    expect(up.standardError).toBeCloseTo(0.019928, 6);
    expect(up.tStatistic).toBeCloseTo(19.64573, 4);
    expect(up.confidenceInterval[0]).toBeCloseTo(0.342738, 6);
    expect(up.confidenceInterval[1]).toBeCloseTo(0.440262, 6);
    expect(up.n).toBe(4);
    expect(up.degreesOfFreedom).toBe(6);
    expect(up.rSquared).toBeCloseTo(0.994171, 6);
    const down = result.downBeta!;
    expect(down.beta).toBeCloseTo(0.1955, 10);
    expect(down.standardError).toBeCloseTo(0.025149, 6);
    expect(down.tStatistic).toBeCloseTo(7.773754, 5);
    expect(down.confidenceInterval[0]).toBeCloseTo(0.133963, 6);
    expect(down.confidenceInterval[1]).toBeCloseTo(0.257037, 6);
    expect(down.n).toBe(4);
    expect(result.skippedQuarters).toEqual([]);
  });

  it('says Insufficient Data (null) for a side under 3 quarters, and keeps the other side', () => {
    expect(MIN_QUARTERS_PER_SIDE).toBe(3);
    // Only the first 8 levels: 4 up, 1 flat, 2 down.
    const result = asymmetricBetas(
      dated(FIXTURE_COSTS.slice(0, 8)),
      dated(FIXTURE_RATES.slice(0, 8)),
    );
    expect(result.downQuarters).toBe(2);
    expect(result.downBeta).toBeNull();
    expect(result.upBeta).not.toBeNull();
    // Rising quarters only: the model is Δm = α + β·Δr, the simple regression.
    const rising = asymmetricBetas(
      dated(FIXTURE_COSTS.slice(0, 5)),
      dated(FIXTURE_RATES.slice(0, 5)),
    );
    const simple = slopeEstimate([
      { x: 0.25, y: 0.1 },
      { x: 0.5, y: 0.22 },
      { x: 0.25, y: 0.12 },
      { x: 0.75, y: 0.3 },
    ])!;
    expect(rising.downBeta).toBeNull();
    expect(rising.upBeta!.beta).toBeCloseTo(simple.beta, 10);
    expect(rising.upBeta!.standardError).toBeCloseTo(simple.standardError, 10);
    // Nothing at all.
    expect(asymmetricBetas([], [])).toMatchObject({ upBeta: null, downBeta: null, n: 0 });
  });

  it('leaves out quarters with a missing value and lists them', () => {
    const costs = dated([...FIXTURE_COSTS.slice(0, 6), null, ...FIXTURE_COSTS.slice(7)]);
    const result = asymmetricBetas(costs, dated(FIXTURE_RATES));
    expect(result.skippedQuarters).toEqual(['2023-06-30', '2023-09-30']);
    expect(result.n).toBe(7);
    expect(result.downQuarters).toBe(2);
    expect(result.downBeta).toBeNull();
  });

  it('agrees with a QR solve of the split model 1, max(Δr, 0), min(Δr, 0) (property)', () => {
    const quarter = fc.record({
      rateChange: fc.integer({ min: -100, max: 100 }).map((v) => v / 100),
      metricChange: fc.integer({ min: -60, max: 60 }).map((v) => v / 100),
    });
    fc.assert(
      fc.property(fc.array(quarter, { minLength: 6, maxLength: 40 }), (changes) => {
        const result = asymmetricBetasOfChanges(changes);
        fc.pre(result.upQuarters >= 3 && result.downQuarters >= 3);
        // The same model written with one slope per side: its coefficients are the two betas
        // directly, with no covariance arithmetic, so the check is independent.
        const reference = qrLeastSquares(
          changes.map((c) => [1, Math.max(c.rateChange, 0), Math.min(c.rateChange, 0)]),
          changes.map((c) => c.metricChange),
        );
        fc.pre(reference !== null);
        expect(closeTo(result.upBeta!.beta, reference!.coefficients[1]!, 1e-6)).toBe(true);
        expect(closeTo(result.downBeta!.beta, reference!.coefficients[2]!, 1e-6)).toBe(true);
        expect(
          closeTo(result.upBeta!.standardError, reference!.standardErrors[1]!, 1e-5, 1e-9),
        ).toBe(true);
        expect(
          closeTo(result.downBeta!.standardError, reference!.standardErrors[2]!, 1e-5, 1e-9),
        ).toBe(true);
        expect(closeTo(result.rSquared!, Math.max(0, reference!.rSquared), 1e-6)).toBe(true);
        expect(result.upBeta!.degreesOfFreedom).toBe(changes.length - 3);
      }),
    );
  });
});
