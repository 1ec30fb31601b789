import { describe, expect, it } from 'vitest';
import { leastSquares, MIN_REGRESSION_POINTS } from './least-squares';

// x̄ = 3, ȳ = 4; dx = −2 −1 0 1 2, dy = −2 0 1 0 1
// Sxx = 4+1+0+1+4 = 10, Sxy = 4+0+0+0+2 = 6, Syy = 4+0+1+0+1 = 6
// slope = 6/10 = 0.6, intercept = 4 − 0.6·3 = 2.2, R² = 6² / (10·6) = 0.6
const FIVE = [
  { x: 1, y: 2 },
  { x: 2, y: 4 },
  { x: 3, y: 5 },
  { x: 4, y: 4 },
  { x: 5, y: 5 },
];

describe('leastSquares', () => {
  it('fits a scatter', () => {
    const fit = leastSquares(FIVE)!;
    expect(fit.slope).toBeCloseTo(0.6, 12);
    expect(fit.intercept).toBeCloseTo(2.2, 12);
    expect(fit.rSquared).toBeCloseTo(0.6, 12);
    expect(fit.n).toBe(5);
  });

  it('fits an exact line with R² 1, rising or falling', () => {
    // y = 2x + 1: Sxx = 2, Sxy = 4, Syy = 8 → slope 2, intercept 3 − 2·1 = 1, R² = 16/16
    expect(
      leastSquares([
        { x: 0, y: 1 },
        { x: 1, y: 3 },
        { x: 2, y: 5 },
      ]),
    ).toEqual({ slope: 2, intercept: 1, rSquared: 1, n: 3 });
    // y = −2x + 7
    expect(
      leastSquares([
        { x: 1, y: 5 },
        { x: 2, y: 3 },
        { x: 3, y: 1 },
      ]),
    ).toEqual({ slope: -2, intercept: 7, rSquared: 1, n: 3 });
  });

  it('parses numeric strings and drops pairs with a missing or non-numeric value', () => {
    const fit = leastSquares([
      ...FIVE.map(({ x, y }) => ({ x: String(x), y: ` ${y} ` })),
      { x: 'abc', y: 1 },
      { x: 6, y: null },
      { x: NaN, y: 3 },
      { x: '', y: '' },
      { x: undefined, y: 2 },
      { x: Infinity, y: 2 },
    ])!;
    expect(fit.n).toBe(5);
    expect(fit.slope).toBeCloseTo(0.6, 12);
    expect(fit.intercept).toBeCloseTo(2.2, 12);
  });

  it('offers nothing under 3 usable points (spec 2 section 5)', () => {
    expect(MIN_REGRESSION_POINTS).toBe(3);
    expect(leastSquares([])).toBeNull();
    expect(
      leastSquares([
        { x: 1, y: 2 },
        { x: 2, y: 4 },
      ]),
    ).toBeNull();
    expect(
      leastSquares([
        { x: 1, y: 2 },
        { x: 2, y: 4 },
        { x: 3, y: 'n/a' },
      ]),
    ).toBeNull();
  });

  it('gives null when every x is the same (no slope exists)', () => {
    expect(
      leastSquares([
        { x: 2, y: 1 },
        { x: 2, y: 5 },
        { x: 2, y: 9 },
      ]),
    ).toBeNull();
  });

  it('gives slope 0 and R² 0 for a constant y', () => {
    expect(
      leastSquares([
        { x: 1, y: 0.1 },
        { x: 2, y: 0.1 },
        { x: 4, y: 0.1 },
      ]),
    ).toEqual({ slope: 0, intercept: 0.1, rSquared: 0, n: 3 });
  });

  it('never returns NaN or Infinity for huge or tiny values', () => {
    const fit = leastSquares([
      { x: 1e-12, y: 1e12 },
      { x: 2e-12, y: 3e12 },
      { x: 3e-12, y: 5e12 },
    ])!;
    // y = 2e24·x − 1e12
    expect(fit.slope / 2e24).toBeCloseTo(1, 9);
    expect(fit.intercept / -1e12).toBeCloseTo(1, 9);
    expect(fit.rSquared).toBeCloseTo(1, 12);
  });
});
