import { leastSquares, type RegressionPoint } from './least-squares';
import { studentTQuantile } from './student-t';
import { toFiniteNumber } from './to-finite-number';

/** Two-sided confidence level of every interval on the beta screens. */
export const CONFIDENCE_LEVEL = 0.95;

/** A beta with the statistics shown beside it ('Insufficient Data' is null, not this). */
export interface BetaEstimate {
  beta: number;
  standardError: number;
  /** [low, high]: beta ∓ t(0.975, n − k)·standardError. */
  confidenceInterval: [number, number];
  /** beta / standardError, the test of beta = 0; null when the standard error is 0 (exact fit). */
  tStatistic: number | null;
  /** Quarters the beta rests on. */
  n: number;
  rSquared: number;
  /** n − k, k the number of estimated coefficients (intercept included). */
  degreesOfFreedom: number;
}

export interface CoefficientStatistics {
  beta: number;
  standardError: number;
  degreesOfFreedom: number;
  n: number;
  rSquared: number;
}

/** The interval and t statistic of one estimated coefficient, from the t distribution. */
export function betaEstimate({
  beta,
  standardError,
  degreesOfFreedom,
  n,
  rSquared,
}: CoefficientStatistics): BetaEstimate {
  const margin = studentTQuantile(1 - (1 - CONFIDENCE_LEVEL) / 2, degreesOfFreedom) * standardError;
  return {
    beta,
    standardError,
    confidenceInterval: [beta - margin, beta + margin],
    tStatistic: standardError > 0 ? beta / standardError : null,
    n,
    rSquared,
    degreesOfFreedom,
  };
}

/**
 * The slope of leastSquares (y = slope·x + intercept) with its standard error:
 *   SE = √( SSE / (n − 2) / Sxx ),  SSE = Σ(y − slope·x − intercept)²,  Sxx = Σ(x − x̄)²,
 * the interval from t(0.975, n − 2). Usable pairs and nulls as leastSquares: null under 3
 * usable pairs or with every x the same ('Insufficient Data').
 */
export function slopeEstimate(points: readonly RegressionPoint[]): BetaEstimate | null {
  const fit = leastSquares(points);
  if (!fit) return null;
  const usable: { x: number; y: number }[] = [];
  for (const point of points) {
    const x = toFiniteNumber(point.x);
    const y = toFiniteNumber(point.y);
    if (x !== null && y !== null) usable.push({ x, y });
  }
  const meanX = usable.reduce((sum, p) => sum + p.x, 0) / usable.length;
  const meanY = usable.reduce((sum, p) => sum + p.y, 0) / usable.length;
  let sxx = 0;
  let syy = 0;
  let sse = 0;
  for (const { x, y } of usable) {
    sxx += (x - meanX) ** 2;
    syy += (y - meanY) ** 2;
    sse += (y - fit.slope * x - fit.intercept) ** 2;
  }
  // Rounding leaves an exact fit of decimal data a residual of about 1e-30 of the spread, not
  // 0 (three points on a line gave a t statistic of −2.2e15): read it as the exact fit it is.
  if (sse <= syy * 1e-24) sse = 0;
  const degreesOfFreedom = fit.n - 2;
  return betaEstimate({
    beta: fit.slope,
    standardError: Math.sqrt(sse / degreesOfFreedom / sxx),
    degreesOfFreedom,
    n: fit.n,
    rSquared: fit.rSquared,
  });
}
