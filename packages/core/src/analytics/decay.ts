import {
  stableBalanceSeries,
  type BalanceInput,
  type PeriodsPerYear,
  type StableBalanceOptions,
  type StableBalanceSeries,
} from './stable-balance';

/** spec 2 section 9: the decay chart runs at most 400 quarters by default. */
export const DEFAULT_DECAY_HORIZON_QUARTERS = 400;

/**
 * The fewest quarters with a balance in the chosen range for which the decay figures are given;
 * below it the widgets say 'Insufficient Data' and the key figures are dashes. Why 8:
 * - the decay factor rests on the median of rolling 4-quarter volatilities, one per quarter of
 *   the range. One unusual quarter (a seasonal peak, a one-off inflow) enters the 4 windows that
 *   hold it, so the median needs at least twice that many windows for it not to be decided by a
 *   single quarter;
 * - 8 quarters are two years, so each season of the year is seen twice, not once;
 * - the run-off extrapolates this median over up to 100 years (400 quarters): on 2 quarters a
 *   calm half-year gave a 0.02% quarterly decay and a 96-year average life.
 */
export const MIN_DECAY_QUARTERS = 8;

/**
 * With periodsPerYear 12 (own data's months, issue 29) the options below stay in quarters, as
 * the settings hold them, and the analysis counts three months for each.
 */
export interface DecayOptions extends StableBalanceOptions {
  /**
   * nmd_trunct, given when 'Apply a N year truncation point?' is checked: the run-off ends at
   * this quarter, whatever is left running off then.
   */
  truncationQuarters?: number;
  /** The run-off horizon without truncation, DEFAULT_DECAY_HORIZON_QUARTERS unless given. */
  horizonQuarters?: number;
  /** MIN_DECAY_QUARTERS unless given (tests of the arithmetic on short series give 1). */
  minimumQuarters?: number;
}

/** One period (quarter, or month with periodsPerYear 12) of a run-off, in the input's units. */
export interface RunOffPeriod {
  /** 0 is the starting balance, 1 the end of the first period (a quarter unless monthly). */
  period: number;
  straightLineBalance: number;
  /** What left during this period (0 in period 0). */
  straightLineRunOff: number;
  pctDeclineBalance: number;
  pctDeclineRunOff: number;
}

export interface DecayKeyFigures {
  /** Where the run-off starts: the last actual value (actual) or stable balance (stable). */
  startingBalance: number | null;
  /** Decay factor per period (quarterly unless periodsPerYear is 12: monthly), 0 to 1. */
  decayFactor: number | null;
  /** The run-off schedule, periods 0 to the horizon; empty without a decay factor. */
  cashFlow: RunOffPeriod[];
  /** Weighted average life in years of the straight-line decline. */
  straightLineDeclineWal: number | null;
  /** Weighted average life in years of the percentage (geometric) decline. */
  pctDeclineWal: number | null;
}

export interface DecayAnalysis extends StableBalanceSeries {
  /** False when the range has no full 4-quarter volatility window ('No Data Available'). */
  enoughData: boolean;
  /**
   * True when the range has data but fewer periods with a balance than `minimumPeriods`
   * ('Insufficient Data'): the key figures are then null and the cash flow empty.
   */
  insufficientData: boolean;
  /** 4, or 12 when the series is monthly. */
  periodsPerYear: PeriodsPerYear;
  /**
   * The minimum applied (MIN_DECAY_QUARTERS unless given) and the run-off horizon, in periods of
   * the series: the options' quarters, three months for each when monthly. Counted in the
   * series' own period so that no reader has to know which unit a number is in.
   */
  minimumPeriods: number;
  horizonPeriods: number;
  /** The decay chart's actual variant: the whole balance runs off. */
  actual: DecayKeyFigures;
  /** The stable variant: the stable balance runs off at the stable balance's own decay. */
  stable: DecayKeyFigures;
  /** Last actual value − last stable balance of the range. */
  nonStableBalance: number | null;
  /** spec 2 section 4: the stable variant shows the volatility message instead of the chart. */
  tooVolatile: boolean;
}

/**
 * spec 2 section 9: quarterly decay factor d = 1 − (1 − m)^0.25, m being the median volatility
 * (standard deviation over mean of 4 quarters, read as the share of the balance that can leave
 * within a year): a year of quarters at d leaves 1 − m, (1 − d)^4 = 1 − m.
 * Null when m is missing, negative or above 1 (no real fourth root of a negative share).
 */
export function quarterlyDecayFactor(medianVolatility: number | null | undefined): number | null {
  return periodDecayFactor(medianVolatility, 4);
}

/**
 * The decay factor per period for n periods a year, d = 1 − (1 − m)^(1/n), m being the median
 * volatility over a year's window (4 quarters, or 12 months): a year of periods at d leaves
 * 1 − m, (1 − d)^n = 1 − m. n = 4 is quarterlyDecayFactor. Null as there.
 */
export function periodDecayFactor(
  medianVolatility: number | null | undefined,
  periodsPerYear: PeriodsPerYear,
): number | null {
  if (typeof medianVolatility !== 'number' || !Number.isFinite(medianVolatility)) return null;
  if (medianVolatility < 0 || medianVolatility > 1) return null;
  return 1 - (1 - medianVolatility) ** (1 / periodsPerYear);
}

function checkDecay(decayFactor: number, horizonPeriods: number): void {
  if (!(decayFactor >= 0 && decayFactor <= 1)) {
    throw new RangeError(`A decay factor is between 0 and 1, got ${decayFactor}`);
  }
  if (!Number.isInteger(horizonPeriods) || horizonPeriods < 1) {
    throw new RangeError(`A horizon is a whole number of periods above 0, got ${horizonPeriods}`);
  }
}

/** Share of the starting balance left at the start of quarter k + 1 (k < horizon). */
function straightLineShare(decayFactor: number, k: number): number {
  return Math.max(0, 1 - k * decayFactor);
}

/**
 * The run-off of `startingBalance` over `horizonPeriods` periods at decay d per period (quarters,
 * or months with a monthly d), in two forms (the decay chart's straight-line and decline-decay
 * series):
 * - straight-line decline: the same amount d · starting balance leaves every period,
 *   balance(k) = B · max(0, 1 − k·d), until nothing is left;
 * - percentage decline: d of what is left leaves every period, balance(k) = B · (1 − d)^k.
 * At the horizon (the truncation point, or quarter 400) whatever is left runs off: balance 0.
 * runOff(k) = balance(k − 1) − balance(k). Throws on a decay outside 0..1 or a horizon below 1.
 */
export function runOffSchedule(
  startingBalance: number,
  decayFactor: number,
  horizonPeriods: number,
): RunOffPeriod[] {
  checkDecay(decayFactor, horizonPeriods);
  const schedule: RunOffPeriod[] = [];
  for (let k = 0; k <= horizonPeriods; k++) {
    const end = k === horizonPeriods;
    const straightLineBalance = end ? 0 : startingBalance * straightLineShare(decayFactor, k);
    const pctDeclineBalance = end ? 0 : startingBalance * (1 - decayFactor) ** k;
    const previous = schedule[k - 1];
    schedule.push({
      period: k,
      straightLineBalance,
      straightLineRunOff: previous ? previous.straightLineBalance - straightLineBalance : 0,
      pctDeclineBalance,
      pctDeclineRunOff: previous ? previous.pctDeclineBalance - pctDeclineBalance : 0,
    });
  }
  return schedule;
}

/**
 * Weighted average life, in years, of the straight-line decline over the horizon H: each
 * quarter's run-off weighted by the quarter it leaves in (at the quarter's end),
 *   WAL = Σ k·runOff(k) / B / 4 = Σ_{k=0}^{H−1} max(0, 1 − k·d) / 4.
 * d = 0.25 leaves a quarter each quarter: (1 + 0.75 + 0.5 + 0.25) / 4 = 0.625 years.
 * d = 0: nothing leaves before the horizon, H / 4. Null without a decay factor.
 * With monthly d and H (periodsPerYear 12) the sum is of months, divided by 12.
 */
export function straightLineDeclineWal(
  decayFactor: number | null,
  horizonPeriods: number,
  periodsPerYear: PeriodsPerYear = 4,
): number | null {
  if (decayFactor === null) return null;
  checkDecay(decayFactor, horizonPeriods);
  let periods = 0;
  for (let k = 0; k < horizonPeriods; k++) periods += straightLineShare(decayFactor, k);
  return periods / periodsPerYear;
}

/**
 * Weighted average life, in years, of the percentage decline over the horizon H, same weighting:
 *   WAL = Σ_{k=0}^{H−1} (1 − d)^k / 4 = (1 − (1 − d)^H) / (4d), and H / 4 when d = 0.
 * Without a horizon this is 1 / d quarters (a 25% yearly decay is a 4-year average life).
 * With monthly d and H (periodsPerYear 12): 12 in place of 4. Null without a decay factor.
 */
export function pctDeclineWal(
  decayFactor: number | null,
  horizonPeriods: number,
  periodsPerYear: PeriodsPerYear = 4,
): number | null {
  if (decayFactor === null) return null;
  checkDecay(decayFactor, horizonPeriods);
  if (decayFactor === 0) return horizonPeriods / periodsPerYear;
  return (1 - (1 - decayFactor) ** horizonPeriods) / (periodsPerYear * decayFactor);
}

function keyFigures(
  startingBalance: number | null,
  decayFactor: number | null,
  horizonPeriods: number,
  periodsPerYear: PeriodsPerYear,
): DecayKeyFigures {
  if (startingBalance === null || decayFactor === null) {
    return {
      startingBalance,
      decayFactor,
      cashFlow: [],
      straightLineDeclineWal: null,
      pctDeclineWal: null,
    };
  }
  return {
    startingBalance,
    decayFactor,
    cashFlow: runOffSchedule(startingBalance, decayFactor, horizonPeriods),
    straightLineDeclineWal: straightLineDeclineWal(decayFactor, horizonPeriods, periodsPerYear),
    pctDeclineWal: pctDeclineWal(decayFactor, horizonPeriods, periodsPerYear),
  };
}

/**
 * The decay screen's figures (spec 2 sections 2.9 and 9): the stable balance series
 * (stableBalanceSeries), then key figures for the two variants of the decay chart widget.
 *
 * - actual: starts from the last actual value of the range, decays at
 *   quarterlyDecayFactor(median volatility of the actual balance).
 * - stable: starts from the last stable balance, decays at quarterlyDecayFactor(median
 *   volatility of the stable balance); the non-stable part is left out of the run-off.
 * - horizon: truncationQuarters when truncation is on, else horizonQuarters (400).
 * - months (periodsPerYear 12, own data): the stable balance month by month, decay factors
 *   periodDecayFactor(m, 12) on 12-month volatilities, minimumPeriods and horizonPeriods three
 *   months for each quarter of the options (24 months, 1200 months), lives still in years.
 *
 * tooVolatile, the spec 2 section 4 condition, read with these figures:
 * - "stable balance is at or above the actual average decline": the stable balance decays at
 *   least as fast as the actual balance (stable decay factor ≥ actual decay factor), so the
 *   split found nothing steadier than the whole. This includes a stable balance equal to the
 *   actual value throughout (constant or perfectly steady balances): no split can be told apart;
 * - "or the non-stable balance exceeds the starting balance": actual − stable > stable, the
 *   stable variant's starting balance (more than half of the balance is non-stable);
 * - or a median volatility above 1, where no decay factor exists.
 * False when there is not enough data (enoughData false): that is 'No Data Available' instead.
 */
export function decayAnalysis(
  input: readonly BalanceInput[],
  options: DecayOptions,
): DecayAnalysis {
  const horizonQuarters =
    options.truncationQuarters ?? options.horizonQuarters ?? DEFAULT_DECAY_HORIZON_QUARTERS;
  if (!Number.isInteger(horizonQuarters) || horizonQuarters < 1) {
    throw new RangeError(`A horizon is a whole number of quarters above 0, got ${horizonQuarters}`);
  }
  const periodsPerYear = options.periodsPerYear ?? 4;
  const perQuarter = periodsPerYear / 4;
  const horizonPeriods = horizonQuarters * perQuarter;
  const series = stableBalanceSeries(input, options);
  const last = series.points.at(-1);
  const nonStableBalance = last ? last.value - last.stableBalance : null;
  const enoughData = series.medianVolatility !== null;
  const minimumQuarters = options.minimumQuarters ?? MIN_DECAY_QUARTERS;
  const minimumPeriods = minimumQuarters * perQuarter;
  const insufficientData = series.points.length > 0 && series.points.length < minimumPeriods;
  // Too short a range for a stable estimate: no decay, no lives, no volatility verdict.
  const decayOf = (m: number | null) =>
    insufficientData ? null : periodDecayFactor(m, periodsPerYear);
  const actualDecay = decayOf(series.medianVolatility);
  const stableDecay = decayOf(series.medianStableVolatility);
  const tooVolatile =
    !insufficientData &&
    enoughData &&
    (actualDecay === null ||
      stableDecay === null ||
      stableDecay >= actualDecay ||
      (last !== undefined && last.value - last.stableBalance > last.stableBalance));
  return {
    ...series,
    enoughData,
    insufficientData,
    periodsPerYear,
    minimumPeriods,
    horizonPeriods,
    actual: keyFigures(last?.value ?? null, actualDecay, horizonPeriods, periodsPerYear),
    stable: keyFigures(last?.stableBalance ?? null, stableDecay, horizonPeriods, periodsPerYear),
    nonStableBalance,
    tooVolatile,
  };
}

/** spec 2 section 9: decay chart amounts in thousands, truncated to whole numbers. */
export function decayChartThousands(value: number): number {
  return Math.trunc(value / 1000) || 0;
}

/** spec 2 section 9: the truncation label shows nmd_trunct divided by 4, in years. */
export function truncationYears(truncationQuarters: number): number {
  return truncationQuarters / 4;
}

/**
 * spec 2 section 9: the decay chart's axis minimum, 0.85 times the lowest bank value or 0.9
 * times the lowest M2 value. Null when no value is present.
 */
export function decayAxisMinimum(
  values: readonly (number | null | undefined)[],
  series: 'bank' | 'm2',
): number | null {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (known.length === 0) return null;
  return (series === 'bank' ? 0.85 : 0.9) * Math.min(...known);
}
