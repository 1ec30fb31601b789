import { MIN_REGRESSION_POINTS } from './least-squares';

/** One observation: y and its regressors, an intercept being a column of 1s the caller adds. */
export interface RegressionRow {
  readonly y: number;
  readonly x: readonly number[];
}

export interface MultipleRegressionFit {
  /** One per regressor column, in the columns' order. */
  coefficients: number[];
  /** Estimated covariance of the coefficients, s²·(XᵀX)⁻¹. */
  covariance: number[][];
  /** s² = SSE / (n − k). */
  residualVariance: number;
  /** n − k. */
  degreesOfFreedom: number;
  /** 1 − SSE / SST around the mean of y; 0 when y is constant; clamped to 0..1. */
  rSquared: number;
  n: number;
}

/** Lower-triangular L with A = L·Lᵀ, or null when A is not positive definite (collinear X). */
function cholesky(a: readonly (readonly number[])[]): number[][] | null {
  const k = a.length;
  const l = a.map(() => new Array<number>(k).fill(0));
  for (let j = 0; j < k; j++) {
    let diagonal = a[j]![j]!;
    for (let m = 0; m < j; m++) diagonal -= l[j]![m]! ** 2;
    // Relative to the column's own size: a collinear column leaves only rounding behind.
    if (!(diagonal > 1e-10 * a[j]![j]!)) return null;
    const root = Math.sqrt(diagonal);
    l[j]![j] = root;
    for (let i = j + 1; i < k; i++) {
      let sum = a[i]![j]!;
      for (let m = 0; m < j; m++) sum -= l[i]![m]! * l[j]![m]!;
      l[i]![j] = sum / root;
    }
  }
  return l;
}

/** (L·Lᵀ)⁻¹ column by column: forward then back substitution on each unit vector. */
function inverseFromCholesky(l: readonly (readonly number[])[]): number[][] {
  const k = l.length;
  const inverse = l.map(() => new Array<number>(k).fill(0));
  for (let c = 0; c < k; c++) {
    const z = new Array<number>(k).fill(0);
    for (let i = 0; i < k; i++) {
      let sum = i === c ? 1 : 0;
      for (let m = 0; m < i; m++) sum -= l[i]![m]! * z[m]!;
      z[i] = sum / l[i]![i]!;
    }
    for (let i = k - 1; i >= 0; i--) {
      let sum = z[i]!;
      for (let m = i + 1; m < k; m++) sum -= l[m]![i]! * inverse[m]![c]!;
      inverse[i]![c] = sum / l[i]![i]!;
    }
  }
  return inverse;
}

/**
 * Ordinary least squares with several regressors, for models a single slope cannot express
 * (the asymmetric beta's interaction term); a one-regressor line is leastSquares' job.
 * Normal equations: β = (XᵀX)⁻¹Xᵀy, solved through the Cholesky factor of XᵀX;
 * Cov(β) = s²·(XᵀX)⁻¹ with s² = Σ(y − Xβ)² / (n − k).
 * Null when there are fewer than 3 rows (spec 2 section 5), no more rows than columns (no
 * residual degrees of freedom), or the columns are collinear (XᵀX singular: no unique β).
 * Throws when the rows do not all have the same number of columns, or a value is not finite.
 */
export function multipleRegression(rows: readonly RegressionRow[]): MultipleRegressionFit | null {
  const n = rows.length;
  const k = rows[0]?.x.length ?? 0;
  for (const row of rows) {
    if (row.x.length !== k) throw new RangeError('Every row has the same number of regressors');
    if (!Number.isFinite(row.y) || !row.x.every(Number.isFinite)) {
      throw new RangeError('Regression values are finite numbers');
    }
  }
  if (k === 0 || n < MIN_REGRESSION_POINTS || n <= k) return null;

  const xtx = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const xty = new Array<number>(k).fill(0);
  for (const { y, x } of rows) {
    for (let i = 0; i < k; i++) {
      xty[i] = xty[i]! + x[i]! * y;
      for (let j = 0; j < k; j++) xtx[i]![j] = xtx[i]![j]! + x[i]! * x[j]!;
    }
  }
  const factor = cholesky(xtx);
  if (!factor) return null;
  const inverse = inverseFromCholesky(factor);
  const coefficients = inverse.map((row) => row.reduce((sum, v, j) => sum + v * xty[j]!, 0));

  const meanY = rows.reduce((sum, row) => sum + row.y, 0) / n;
  let sse = 0;
  let sst = 0;
  for (const { y, x } of rows) {
    const fitted = x.reduce((sum, v, j) => sum + v * coefficients[j]!, 0);
    sse += (y - fitted) ** 2;
    sst += (y - meanY) ** 2;
  }
  const degreesOfFreedom = n - k;
  const residualVariance = sse / degreesOfFreedom;
  return {
    coefficients,
    covariance: inverse.map((row) => row.map((v) => v * residualVariance)),
    residualVariance,
    degreesOfFreedom,
    rSquared: sst === 0 ? 0 : Math.min(1, Math.max(0, 1 - sse / sst)),
    n,
  };
}
