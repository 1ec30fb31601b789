import { MIN_REGRESSION_POINTS } from './least-squares';
import type { DatedValue } from './lagged-regression';
import { multipleRegression, type RegressionRow } from './multiple-regression';
import {
  quarterlyChanges,
  rateMoveDirection,
  type ChangeWindow,
  type QuarterlyChange,
} from './quarterly-changes';
import { betaEstimate, type BetaEstimate } from './regression-inference';

/** spec 2 section 5, applied per side: no beta for a side with under 3 quarters. */
export const MIN_QUARTERS_PER_SIDE = MIN_REGRESSION_POINTS;

export interface AsymmetricBetas {
  /** Pass-through of rate rises; null ('Insufficient Data') under 3 rising quarters. */
  upBeta: BetaEstimate | null;
  /** Pass-through of rate cuts; null ('Insufficient Data') under 3 falling quarters. */
  downBeta: BetaEstimate | null;
  upQuarters: number;
  downQuarters: number;
  /** Quarters with no rate move: they inform the intercept only. */
  flatQuarters: number;
  /** Quarters in the model. */
  n: number;
  /** The model's intercept: the metric's drift in a quarter without a rate move. */
  intercept: number | null;
  /** The one model's R², also given on each side's estimate. */
  rSquared: number | null;
  skippedQuarters: string[];
}

/**
 * Up- and down-betas from one regression of the quarterly change in the metric on the rate
 * change, with an interaction term for falling rates:
 *   Δm(t) = α + β·Δr + γ·(Δr·D) + ε,  D = 1 when Δr < 0, else 0,
 *   upBeta = β,  downBeta = β + γ,
 *   SE(upBeta) = √Var(β),  SE(downBeta) = √(Var(β) + Var(γ) + 2·Cov(β, γ)),
 * covariances s²·(XᵀX)⁻¹ of the one model (k = 3, n − 3 degrees of freedom for both intervals).
 * A side under MIN_QUARTERS_PER_SIDE quarters gets null. With no falling quarter the interaction
 * column is all zeros and is left out (Δm = α + β·Δr); with no rising quarter the Δr column
 * alone carries the down-beta. Quarters with no rate move (within RATE_MOVE_TOLERANCE) count on
 * neither side. Null estimates when the model cannot be fitted at all.
 */
export function asymmetricBetasOfChanges(
  changes: readonly Pick<QuarterlyChange, 'metricChange' | 'rateChange'>[],
): Omit<AsymmetricBetas, 'skippedQuarters'> {
  let upQuarters = 0;
  let downQuarters = 0;
  for (const { rateChange } of changes) {
    const direction = rateMoveDirection(rateChange);
    if (direction === 'up') upQuarters++;
    if (direction === 'down') downQuarters++;
  }
  const counts = {
    upQuarters,
    downQuarters,
    flatQuarters: changes.length - upQuarters - downQuarters,
    n: changes.length,
  };
  const empty = { ...counts, upBeta: null, downBeta: null, intercept: null, rSquared: null };
  if (upQuarters < MIN_QUARTERS_PER_SIDE && downQuarters < MIN_QUARTERS_PER_SIDE) return empty;

  const both = upQuarters > 0 && downQuarters > 0;
  const rows: RegressionRow[] = changes.map(({ metricChange, rateChange }) => {
    const falling = rateMoveDirection(rateChange) === 'down' ? 1 : 0;
    return {
      y: metricChange,
      x: both ? [1, rateChange, rateChange * falling] : [1, rateChange],
    };
  });
  const fit = multipleRegression(rows);
  if (!fit) return empty;
  const [alpha, beta, gamma] = fit.coefficients as [number, number, number?];
  const v = fit.covariance;
  const statistics = { degreesOfFreedom: fit.degreesOfFreedom, rSquared: fit.rSquared };

  let up: { beta: number; variance: number } | null = null;
  let down: { beta: number; variance: number } | null = null;
  if (both) {
    up = { beta, variance: v[1]![1]! };
    down = { beta: beta + gamma!, variance: v[1]![1]! + v[2]![2]! + 2 * v[1]![2]! };
  } else if (upQuarters > 0) {
    up = { beta, variance: v[1]![1]! };
  } else {
    down = { beta, variance: v[1]![1]! };
  }
  const estimate = (side: typeof up, quarters: number): BetaEstimate | null =>
    side && quarters >= MIN_QUARTERS_PER_SIDE
      ? betaEstimate({
          beta: side.beta,
          // A variance a hair below 0 is rounding on an exact fit.
          standardError: Math.sqrt(Math.max(0, side.variance)),
          n: quarters,
          ...statistics,
        })
      : null;
  return {
    ...counts,
    upBeta: estimate(up, upQuarters),
    downBeta: estimate(down, downQuarters),
    intercept: alpha,
    rSquared: fit.rSquared,
  };
}

/**
 * asymmetricBetasOfChanges on the metric's and the rate's quarterly changes (quarterlyChanges:
 * rate lag, window, skipped quarters).
 */
export function asymmetricBetas(
  metric: readonly DatedValue[],
  rate: readonly DatedValue[],
  window: ChangeWindow = {},
): AsymmetricBetas {
  const { changes, skippedQuarters } = quarterlyChanges(metric, rate, window);
  return { ...asymmetricBetasOfChanges(changes), skippedQuarters };
}
