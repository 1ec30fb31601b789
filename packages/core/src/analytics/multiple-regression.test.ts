import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multipleRegression } from './multiple-regression';
import { closeTo, qrLeastSquares } from './qr-least-squares.test-support';

describe('multipleRegression', () => {
  it('fits a hand-computed model with two regressors', () => {
    // Columns 1, x1, x2 with x1 and x2 centred and orthogonal, so XᵀX is diagonal:
    // XᵀX = diag(4, 4, 4), Xᵀy = (Σy, Σx1·y, Σx2·y) = (9, 3, 3) → β = (2.25, 0.75, 0.75).
    // Fitted 3.75, 2.25, 2.25, 0.75 against y 4, 2, 2, 1: residuals ±0.25, SSE = 0.25,
    // s² = 0.25 / (4 − 3) = 0.25, Var(βj) = s² / 4 = 0.0625 (SE 0.25), covariances 0.
    // SST = Σ(y − 2.25)² = 3.0625 + 0.0625 + 0.0625 + 1.5625 = 4.75, R² = 1 − 0.25/4.75.
    const rows = [
      { y: 4, x: [1, 1, 1] },
      { y: 2, x: [1, 1, -1] },
      { y: 2, x: [1, -1, 1] },
      { y: 1, x: [1, -1, -1] },
    ];
    const fit = multipleRegression(rows)!;
    expect(fit.coefficients.map((c) => Number(c.toFixed(12)))).toEqual([2.25, 0.75, 0.75]);
    expect(fit.residualVariance).toBeCloseTo(0.25, 12);
    expect(fit.covariance[1]![1]).toBeCloseTo(0.0625, 12);
    expect(fit.covariance[0]![1]).toBeCloseTo(0, 12);
    expect(fit.degreesOfFreedom).toBe(1);
    expect(fit.rSquared).toBeCloseTo(1 - 0.25 / 4.75, 12);
    expect(fit.n).toBe(4);
  });

  it('gives null without residual degrees of freedom, under 3 rows or for collinear columns', () => {
    expect(multipleRegression([])).toBeNull();
    expect(
      multipleRegression([
        { y: 1, x: [1, 0] },
        { y: 2, x: [1, 1] },
      ]),
    ).toBeNull();
    expect(
      multipleRegression([
        { y: 1, x: [1, 0, 1] },
        { y: 2, x: [1, 1, 0] },
        { y: 4, x: [1, 2, 1] },
      ]),
    ).toBeNull();
    // Second column is twice the first.
    expect(multipleRegression([1, 2, 3, 4].map((v, i) => ({ y: i, x: [v, 2 * v] })))).toBeNull();
  });

  it('refuses ragged rows and values that are not finite', () => {
    expect(() =>
      multipleRegression([
        { y: 1, x: [1] },
        { y: 2, x: [1, 2] },
      ]),
    ).toThrow(RangeError);
    expect(() => multipleRegression([{ y: NaN, x: [1] }])).toThrow(RangeError);
  });

  it('agrees with a Householder QR solve on random data (property)', () => {
    const row = fc.record({
      y: fc.integer({ min: -500, max: 500 }).map((v) => v / 100),
      x1: fc.integer({ min: -300, max: 300 }).map((v) => v / 100),
      x2: fc.integer({ min: -300, max: 300 }).map((v) => v / 100),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 4, maxLength: 40 }), (data) => {
        const design = data.map((d) => [1, d.x1, d.x2]);
        const reference = qrLeastSquares(
          design,
          data.map((d) => d.y),
        );
        // Near-collinear draws: either solver may call them singular; the other is then moot.
        fc.pre(reference !== null);
        const fit = multipleRegression(data.map((d, i) => ({ y: d.y, x: design[i]! })));
        fc.pre(fit !== null);
        fit!.coefficients.forEach((c, j) => {
          expect(closeTo(c, reference!.coefficients[j]!, 1e-6)).toBe(true);
        });
        fit!.covariance.forEach((covRow, i) =>
          covRow.forEach((v, j) => {
            expect(closeTo(v, reference!.covariance[i]![j]!, 1e-6, 1e-9)).toBe(true);
          }),
        );
        expect(closeTo(fit!.rSquared, Math.max(0, reference!.rSquared), 1e-6)).toBe(true);
        expect(fit!.degreesOfFreedom).toBe(reference!.degreesOfFreedom);
      }),
    );
  });
});
