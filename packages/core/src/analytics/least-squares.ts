import { toFiniteNumber, type NumericInput } from './to-finite-number';

/** spec 2 section 5: "No regression statistics are offered under 3 quarters." */
export const MIN_REGRESSION_POINTS = 3;

export interface RegressionPoint {
  readonly x: NumericInput;
  readonly y: NumericInput;
}

export interface LeastSquaresFit {
  slope: number;
  intercept: number;
  /** Share of the variance of y explained by x, 0 to 1. */
  rSquared: number;
  /** Usable pairs the fit was made from. */
  n: number;
}

/**
 * Simple linear regression y = slope·x + intercept by ordinary least squares (spec 2 section 9:
 * "Regression is linear least squares"). Over the n usable pairs, with x̄ and ȳ their means:
 *
 *   Sxx = Σ(x − x̄)², Sxy = Σ(x − x̄)(y − ȳ), Syy = Σ(y − ȳ)²
 *   slope = Sxy / Sxx, intercept = ȳ − slope·x̄, R² = Sxy² / (Sxx·Syy)
 *
 * Usable pair: both values finite numbers, or strings that read as one (spec 2 section 5: string
 * values are parsed and NaN dropped; only points with both values are used).
 * Null: fewer than MIN_REGRESSION_POINTS usable pairs, or every x the same (no line has a slope).
 * Constant y: slope 0, intercept that value, R² 0. R² = 1 − SSE/SST is 0/0 there; 0 is chosen
 * because x explains none of y's variation (there is none), and 1 would show a flat deposit cost
 * as a perfect fit to the rate.
 * R² is clamped to 0..1 against rounding.
 */
export function leastSquares(points: readonly RegressionPoint[]): LeastSquaresFit | null {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const point of points) {
    const x = toFiniteNumber(point.x);
    const y = toFiniteNumber(point.y);
    if (x === null || y === null) continue;
    xs.push(x);
    ys.push(y);
  }
  const n = xs.length;
  if (n < MIN_REGRESSION_POINTS) return null;
  // Exact equality, not a variance near 0: a mean like (0.1 + 0.1 + 0.1) / 3 is not exactly 0.1.
  if (xs.every((x) => x === xs[0])) return null;
  if (ys.every((y) => y === ys[0])) return { slope: 0, intercept: ys[0]!, rSquared: 0, n };

  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - meanX;
    const dy = ys[i]! - meanY;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  const slope = sxy / sxx;
  const rSquared = Math.min(1, Math.max(0, (sxy * sxy) / (sxx * syy)));
  return { slope, intercept: meanY - slope * meanX, rSquared, n };
}
