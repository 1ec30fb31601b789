/**
 * Student's t distribution for whole degrees of freedom, written out rather than taken from a
 * library: the closed forms below are exact for integer ν (the only case a regression gives,
 * ν = n − k), need no special functions beyond arctangent, and keep @app/core free of a
 * dependency that the web bundle would carry.
 *
 * Abramowitz and Stegun, Handbook of Mathematical Functions (1964), 26.7.3 and 26.7.4, with
 * θ = arctan(t / √ν), give A(t | ν) = P(|T| ≤ t) for t ≥ 0:
 *   ν = 1:           A = 2θ / π
 *   ν odd, ν > 1:    A = (2/π)·[θ + sinθ·cosθ·(1 + (2/3)cos²θ + (2·4)/(3·5)cos⁴θ + …
 *                        + (2·4···(ν−3))/(3·5···(ν−2))·cos^(ν−3)θ)]
 *   ν even:          A = sinθ·[1 + (1/2)cos²θ + (1·3)/(2·4)cos⁴θ + …
 *                        + (1·3···(ν−3))/(2·4···(ν−2))·cos^(ν−2)θ]
 * and the CDF is F(t) = (1 + sign(t)·A(|t|)) / 2.
 */

function checkDegreesOfFreedom(degreesOfFreedom: number): void {
  if (!Number.isInteger(degreesOfFreedom) || degreesOfFreedom < 1) {
    throw new RangeError(
      `Degrees of freedom are a whole number of at least 1, got ${degreesOfFreedom}`,
    );
  }
}

/** A(t | ν) = P(|T| ≤ t) for t ≥ 0, A&S 26.7.3–26.7.4. */
function centralProbability(t: number, nu: number): number {
  if (t === Infinity) return 1;
  const theta = Math.atan(t / Math.sqrt(nu));
  const cos2 = Math.cos(theta) ** 2;
  const sin = Math.sin(theta);
  if (nu % 2 === 1) {
    if (nu === 1) return (2 * theta) / Math.PI;
    let term = 1;
    let sum = 1;
    for (let j = 1; j <= (nu - 3) / 2; j++) {
      term *= ((2 * j) / (2 * j + 1)) * cos2;
      sum += term;
    }
    return (2 / Math.PI) * (theta + sin * Math.cos(theta) * sum);
  }
  let term = 1;
  let sum = 1;
  for (let j = 1; j <= (nu - 2) / 2; j++) {
    term *= ((2 * j - 1) / (2 * j)) * cos2;
    sum += term;
  }
  return sin * sum;
}

/** P(T ≤ t) for Student's t with `degreesOfFreedom` (a whole number ≥ 1). Throws otherwise. */
export function studentTCdf(t: number, degreesOfFreedom: number): number {
  checkDegreesOfFreedom(degreesOfFreedom);
  if (Number.isNaN(t)) throw new RangeError('t is a number, got NaN');
  const a = Math.min(1, centralProbability(Math.abs(t), degreesOfFreedom));
  return t < 0 ? (1 - a) / 2 : (1 + a) / 2;
}

/**
 * The t with P(T ≤ t) = p: the two-sided 95% critical value is studentTQuantile(0.975, ν)
 * (2.228 at ν = 10, 2.042 at ν = 30). Found by bisection on the exact CDF above, which is
 * monotone, to a relative width of 1e−13; symmetric, so only p > 0.5 is searched.
 * Throws when p is not strictly between 0 and 1, or ν is not a whole number ≥ 1.
 */
export function studentTQuantile(p: number, degreesOfFreedom: number): number {
  checkDegreesOfFreedom(degreesOfFreedom);
  if (!(p > 0 && p < 1)) throw new RangeError(`A probability is between 0 and 1, got ${p}`);
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, degreesOfFreedom);
  let low = 0;
  let high = 1;
  while (studentTCdf(high, degreesOfFreedom) < p) {
    low = high;
    high *= 2;
  }
  while (high - low > 1e-13 * high) {
    const mid = (low + high) / 2;
    if (mid === low || mid === high) break;
    if (studentTCdf(mid, degreesOfFreedom) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
