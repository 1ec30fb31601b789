/**
 * Test-only reference for the property tests: a general least-squares solve by Householder QR,
 * a different road from the production code (normal equations and Cholesky in
 * multiple-regression.ts, centred sums in least-squares.ts), so that agreement means something.
 *
 *   X = Q·R,  β = R⁻¹·(Qᵀy)[0..k),  SSE = Σ (Qᵀy)[k..n)²,  Cov(β) = s²·R⁻¹·R⁻ᵀ.
 */
export interface ReferenceFit {
  coefficients: number[];
  standardErrors: number[];
  covariance: number[][];
  sse: number;
  rSquared: number;
  degreesOfFreedom: number;
}

export function qrLeastSquares(
  design: readonly (readonly number[])[],
  y: readonly number[],
): ReferenceFit | null {
  const n = design.length;
  const k = design[0]?.length ?? 0;
  if (n <= k || k === 0) return null;
  const a = design.map((row) => [...row]);
  const b = [...y];
  const scale = Math.max(...design.flat().map(Math.abs), 1);
  for (let j = 0; j < k; j++) {
    let norm = 0;
    for (let i = j; i < n; i++) norm += a[i]![j]! ** 2;
    norm = Math.sqrt(norm);
    if (norm <= 1e-9 * scale) return null;
    const alpha = a[j]![j]! > 0 ? -norm : norm;
    const v = new Array<number>(n).fill(0);
    for (let i = j; i < n; i++) v[i] = a[i]![j]!;
    v[j] = v[j]! - alpha;
    const vv = v.reduce((sum, x) => sum + x * x, 0);
    if (vv === 0) continue;
    for (let c = j; c < k; c++) {
      let dot = 0;
      for (let i = j; i < n; i++) dot += v[i]! * a[i]![c]!;
      for (let i = j; i < n; i++) a[i]![c] = a[i]![c]! - (2 * dot * v[i]!) / vv;
    }
    let dot = 0;
    for (let i = j; i < n; i++) dot += v[i]! * b[i]!;
    for (let i = j; i < n; i++) b[i] = b[i]! - (2 * dot * v[i]!) / vv;
  }
  // Rank check on R's diagonal, relative to the largest.
  const diagonal = Array.from({ length: k }, (_, j) => Math.abs(a[j]![j]!));
  if (Math.min(...diagonal) <= 1e-7 * Math.max(...diagonal)) return null;

  const rInverse = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let c = 0; c < k; c++) {
    for (let i = k - 1; i >= 0; i--) {
      let sum = i === c ? 1 : 0;
      for (let m = i + 1; m < k; m++) sum -= a[i]![m]! * rInverse[m]![c]!;
      rInverse[i]![c] = sum / a[i]![i]!;
    }
  }
  const coefficients = Array.from({ length: k }, (_, i) =>
    rInverse[i]!.reduce((sum, v, m) => sum + v * b[m]!, 0),
  );
  let sse = 0;
  for (let i = k; i < n; i++) sse += b[i]! ** 2;
  const degreesOfFreedom = n - k;
  const s2 = sse / degreesOfFreedom;
  const covariance = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => {
      let sum = 0;
      for (let m = 0; m < k; m++) sum += rInverse[i]![m]! * rInverse[j]![m]!;
      return s2 * sum;
    }),
  );
  const meanY = y.reduce((sum, v) => sum + v, 0) / n;
  const sst = y.reduce((sum, v) => sum + (v - meanY) ** 2, 0);
  return {
    coefficients,
    standardErrors: covariance.map((row, i) => Math.sqrt(Math.max(0, row[i]!))),
    covariance,
    sse,
    rSquared: sst === 0 ? 0 : 1 - sse / sst,
    degreesOfFreedom,
  };
}

/** |a − b| within a relative (to the larger of |a|, |b| and `floor`) tolerance. */
export function closeTo(a: number, b: number, relative = 1e-7, floor = 1): boolean {
  return Math.abs(a - b) <= relative * Math.max(Math.abs(a), Math.abs(b), floor);
}
