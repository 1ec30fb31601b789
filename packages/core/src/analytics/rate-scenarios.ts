import { toFiniteNumber, type NumericInput } from './to-finite-number';

/** Issue 16: the parallel shocks offered, in basis points. */
export const PARALLEL_SHOCKS_BP = [-300, -200, -100, 100, 200, 300] as const;
/** Issue 16: a scenario (and a custom path) runs 8 quarters. */
export const SCENARIO_QUARTERS = 8;

/** The beta a projection applies: one beta (cycle or regression) or one per direction. */
export type BetaChoice =
  { kind: 'single'; beta: number } | { kind: 'asymmetric'; upBeta: number; downBeta: number };

/**
 * An instantaneous, sustained parallel shock: every quarter of the path at the current rate
 * plus the shock (100 bp = 1 percentage point), floored at 0% because US policy and Treasury
 * rates have not gone below zero and a deposit pass-through of a negative rate is not observed.
 * Throws on a rate that is not a finite number or a shock that is not a whole number of bp.
 */
export function parallelShockPath(
  currentRate: number,
  shockBp: number,
  quarters: number = SCENARIO_QUARTERS,
): number[] {
  if (!Number.isFinite(currentRate)) throw new RangeError('The current rate is a finite number');
  if (!Number.isInteger(shockBp)) throw new RangeError(`A shock is whole bp, got ${shockBp}`);
  return new Array<number>(quarters).fill(Math.max(0, currentRate + shockBp / 100));
}

/**
 * A custom rate path of exactly SCENARIO_QUARTERS values in percent, read as spec 2 section 5
 * reads values (numeric strings accepted). Throws naming the first quarter that is missing or
 * not a number: a scenario with a hole in it has no defined deposit cost after the hole.
 */
export function customRatePath(values: readonly NumericInput[]): number[] {
  if (values.length !== SCENARIO_QUARTERS) {
    throw new RangeError(`A custom path has ${SCENARIO_QUARTERS} quarters, got ${values.length}`);
  }
  return values.map((value, i) => {
    const rate = toFiniteNumber(value);
    if (rate === null) throw new RangeError(`Quarter ${i + 1} of the custom path is not a rate`);
    return rate;
  });
}

export interface ProjectionInput {
  /** Deposit cost at the start (the last reported quarter), percent. */
  startCost: number;
  /** Rate at the start, percent. */
  startRate: number;
  /** Rates of the quarters projected, percent; null where unknown (a back-test's gap). */
  ratePath: readonly (number | null)[];
  beta: BetaChoice;
  lagQuarters: number;
  /**
   * Rate changes of the `lagQuarters` quarters up to and including the start, oldest first:
   * with a lag they have not reached the deposit cost yet and drive its first projected
   * quarters. Null where unknown. Needed only when lagQuarters > 0.
   */
  priorRateChanges?: readonly (number | null)[];
}

export interface ProjectedQuarter {
  /** 1 is the first quarter after the start. */
  quarter: number;
  rate: number | null;
  /** The rate change that moves the cost this quarter: the change `lagQuarters` earlier. */
  drivingRateChange: number | null;
  /** Null from the first quarter whose driving change is unknown on. */
  depositCost: number | null;
  /** The projected cost would have gone below 0 and was held at 0. */
  floored: boolean;
}

function passThrough(beta: BetaChoice, rateChange: number): number {
  if (beta.kind === 'single') return beta.beta * rateChange;
  if (rateChange > 0) return beta.upBeta * rateChange;
  if (rateChange < 0) return beta.downBeta * rateChange;
  return 0;
}

/**
 * Deposit-cost path under a rate path: each quarter the cost moves by beta times the rate change
 * L quarters earlier (the regression metric(t) = β·rate(t − L) + a in changes):
 *   Δr(1) = ratePath[0] − startRate,  Δr(j) = ratePath[j−1] − ratePath[j−2],
 *   Δr(j) for j ≤ 0 from priorRateChanges (the last of them is Δr(0)),
 *   cost(h) = max(0, cost(h − 1) + b·Δr(h − L)),  cost(0) = startCost,
 * b the single beta, or the up-beta for a rise and the down-beta for a cut. Deposit costs are
 * held at 0, not below. An unknown driving change leaves the cost unknown from there on.
 * Throws on a lag that is not a whole number of quarters ≥ 0, or priorRateChanges shorter
 * than the lag.
 */
export function projectDepositCost(input: ProjectionInput): ProjectedQuarter[] {
  const { startCost, startRate, ratePath, beta, lagQuarters } = input;
  const prior = input.priorRateChanges ?? [];
  if (!Number.isInteger(lagQuarters) || lagQuarters < 0) {
    throw new RangeError(`A lag is a whole number of quarters ≥ 0, got ${lagQuarters}`);
  }
  if (prior.length < lagQuarters) {
    throw new RangeError(`A ${lagQuarters}-quarter lag needs ${lagQuarters} prior rate changes`);
  }
  const changeAt = (j: number): number | null => {
    if (j <= 0) return prior[prior.length - 1 + j] ?? null;
    const current = ratePath[j - 1] ?? null;
    const previous = j === 1 ? startRate : (ratePath[j - 2] ?? null);
    return current === null || previous === null ? null : current - previous;
  };
  let cost: number | null = startCost;
  return ratePath.map((rate, i): ProjectedQuarter => {
    const quarter = i + 1;
    const drivingRateChange = changeAt(quarter - lagQuarters);
    let floored = false;
    if (cost !== null && drivingRateChange !== null) {
      const next: number = cost + passThrough(beta, drivingRateChange);
      floored = next < 0;
      cost = Math.max(0, next);
    } else {
      cost = null;
    }
    return { quarter, rate, drivingRateChange, depositCost: cost, floored };
  });
}
