import { median } from './median';
import { addPeriods, parsePeriodDate, type PeriodsPerYear } from './periods';

export { addPeriods, type PeriodsPerYear };

/** spec 2 section 9: growth in this window is not a significant event when Covid adjustment is on. */
export const COVID_WINDOW = { start: '2020-03-31', end: '2021-12-31' } as const;
/** spec 2 section 9: the significant-event threshold of the basic decay chart. */
export const BASIC_DECAY_SIGNIFICANT_EVENT = 0.25;
/** spec 2 section 9: a significant event cuts the stable balance to 90% of the value. */
export const SIGNIFICANT_EVENT_SHARE = 0.9;
/** spec 2 section 9: points reset to actual when the range starts at the first data. */
export const RESET_POINTS = 5;
/** spec 2 section 9: quarters added before the range. */
export const HISTORY_QUARTERS = 4;
/** spec 2 section 9: volatility is a rolling 4-point standard deviation over the mean. */
export const VOLATILITY_WINDOW = 4;

/**
 * The spec's quarterly constants for a period length, each kept as the same span of time: a
 * year of history and of volatility window (4 quarters, 12 months), and the reset of the
 * first 5 quarters (15 months).
 */
export function stableBalancePeriods(periodsPerYear: PeriodsPerYear = 4) {
  const perQuarter = periodsPerYear / 4;
  return {
    historyPoints: HISTORY_QUARTERS * perQuarter,
    volatilityWindow: VOLATILITY_WINDOW * perQuarter,
    resetPoints: RESET_POINTS * perQuarter,
  };
}

export interface BalanceInput {
  /** A quarter-end date, YYYY-MM-DD (a month end with periodsPerYear 12). */
  readonly reportDate: string;
  /** The balance in the metric's units (whole dollars); null when not reported. */
  readonly value: number | null | undefined;
}

export interface StableBalanceOptions {
  /** First and last quarter (or month) of the chosen range, both included. */
  rangeStart: string;
  rangeEnd: string;
  /** Growth magnitude that counts as a significant event: nmd_sig_event_ind, or 0.25 (basic). */
  significantEventThreshold: number;
  adjustForCovid: boolean;
  /** 4 (quarter-end dates) unless given; 12 reads month-end dates, month by month. */
  periodsPerYear?: PeriodsPerYear;
}

export interface StableBalancePoint {
  reportDate: string;
  value: number;
  /** value / previous value − 1; null for the first point and after a zero balance. */
  growthRate: number | null;
  /** Sample standard deviation / mean of this and the 3 previous values; null without 4. */
  standardAverageBalanceVolatile: number | null;
  stableBalance: number;
  /** The same volatility measured on the stable balance. */
  stableBalanceVolatile: number | null;
  /** The stable balance was cut to 90% of the value by a significant event. */
  significantEvent: boolean;
}

export interface StableBalanceSeries {
  /** The quarters of the range. */
  points: StableBalancePoint[];
  /**
   * Up to a year before the range (4 quarters, 12 months), used as warm-up for growth, stable
   * balance and volatility.
   */
  history: StableBalancePoint[];
  /** Lower bound of the clamped growth: the median of the range's non-positive growth rates. */
  growthFloor: number;
  /** Upper bound of the clamped growth: the median of the range's positive growth rates. */
  growthCap: number;
  /** Median of the range's volatilities (standardAverageBalanceVolatile); null when none. */
  medianVolatility: number | null;
  /** Median of the range's stable-balance volatilities (stableBalanceVolatile); null when none. */
  medianStableVolatility: number | null;
}

function isCovidQuarter(date: string): boolean {
  return date >= COVID_WINDOW.start && date <= COVID_WINDOW.end;
}

/** Sample standard deviation (n − 1) over the mean; null when the mean is not positive. */
function volatility(values: readonly number[]): number | null {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  if (!(mean > 0)) return null;
  const squares = values.reduce((sum, v) => sum + (v - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1)) / mean;
}

/**
 * The stable balance of a deposit series, spec 2 section 9 "Stable balance", step by step:
 *
 * 1. Quarters: those of the range [rangeStart, rangeEnd] plus up to 4 quarters before it
 *    (HISTORY_QUARTERS, fewer when the data starts later); quarters without a value are left out.
 *    Leading zero balances are trimmed (the institution had no such deposits yet).
 * 2. Growth of each point: g = value / previous value − 1, the previous point being the one
 *    before it in step 1 (so across a missing quarter). The first point has none (null), nor
 *    does a point after a zero balance (a rate from zero is infinite).
 * 3. Clamp bounds from the range's growth rates only (not the history's), a leading zero
 *    dropped first: if the first of those rates is exactly 0 it is left out (a repeated opening
 *    value is not a quarter without growth). floor = median of the rates ≤ 0, cap = median of
 *    the rates > 0; a side with no rates is bounded at 0 (growth never seen is never assumed).
 * 4. Stable balance S, point by point:
 *    - the first point: S = value;
 *    - the first 5 points (RESET_POINTS), when the range start is not later than the first data
 *      date (after trimming): S = value. The reset feeds the next point, which continues from it;
 *    - a significant event, |g| ≥ significantEventThreshold (the unclamped growth), except in
 *      the Covid window 2020-03-31 to 2021-12-31 when adjustForCovid is on: S = 0.9 · value;
 *    - otherwise S = min(value, previous S · (1 + clamp(g, floor, cap))); a point without a
 *      growth rate counts as g = 0.
 * 5. Volatility of each point from the 4th on (standardAverageBalanceVolatile): the sample
 *    standard deviation of this and the 3 previous values over their mean. The history quarters
 *    fill the first windows of the range. Null when the mean is not positive.
 *    medianVolatility is the median over the range's points. The same measure of the stable
 *    balance (stableBalanceVolatile, medianStableVolatility) gives the stable variant's decay.
 *
 * No data in the range (or a range that ends before it starts): no points and no history,
 * bounds 0, medians null.
 * Months (periodsPerYear 12, own deposit data): the same steps on month-end dates, with a year
 * of history and volatility window (12 months) and the reset over the first 15 months
 * (stableBalancePeriods). The significant-event threshold and the Covid window are unchanged.
 *
 * Throws 'Invalid date: {value}' for a date that is not a quarter end (a month end with
 * periodsPerYear 12), and on a repeated date.
 */
export function stableBalanceSeries(
  input: readonly BalanceInput[],
  options: StableBalanceOptions,
): StableBalanceSeries {
  const periodsPerYear = options.periodsPerYear ?? 4;
  const { historyPoints, volatilityWindow, resetPoints } = stableBalancePeriods(periodsPerYear);
  const start = parsePeriodDate(options.rangeStart, periodsPerYear);
  const end = parsePeriodDate(options.rangeEnd, periodsPerYear);
  const threshold = options.significantEventThreshold;
  if (!(threshold > 0) || !Number.isFinite(threshold)) {
    throw new RangeError(`The significant-event threshold must be above 0, got ${threshold}`);
  }
  const historyStart = addPeriods(start, -historyPoints, periodsPerYear);

  const rows: { date: string; value: number }[] = [];
  const seen = new Set<string>();
  for (const { reportDate, value } of input) {
    const date = parsePeriodDate(reportDate, periodsPerYear);
    if (seen.has(date)) throw new RangeError(`Repeated report date: ${date}`);
    seen.add(date);
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (date >= historyStart && date <= end && start <= end) rows.push({ date, value });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date));
  const firstNonZero = rows.findIndex((row) => row.value !== 0);
  const series = firstNonZero < 0 ? [] : rows.slice(firstNonZero);

  const growth = series.map((row, i) => {
    const previous = series[i - 1]?.value;
    return previous === undefined || previous === 0 ? null : row.value / previous - 1;
  });
  const rangeRates = series
    .map((row, i) => (row.date >= start ? growth[i] : null))
    .filter((g): g is number => g !== null && g !== undefined);
  if (rangeRates[0] === 0) rangeRates.shift();
  const growthFloor = median(rangeRates.filter((g) => g <= 0)) ?? 0;
  const growthCap = median(rangeRates.filter((g) => g > 0)) ?? 0;

  const resetToActual = series.length > 0 && start <= series[0]!.date;
  const points: StableBalancePoint[] = [];
  series.forEach((row, i) => {
    const g = growth[i] ?? null;
    const previous = points[i - 1];
    let stableBalance = row.value;
    let significantEvent = false;
    if (previous && !(resetToActual && i < resetPoints)) {
      significantEvent =
        g !== null &&
        Math.abs(g) >= threshold &&
        !(options.adjustForCovid && isCovidQuarter(row.date));
      stableBalance = significantEvent
        ? SIGNIFICANT_EVENT_SHARE * row.value
        : Math.min(
            row.value,
            previous.stableBalance * (1 + Math.min(growthCap, Math.max(growthFloor, g ?? 0))),
          );
    }
    const windowStart = i - volatilityWindow + 1;
    const full = windowStart >= 0;
    points.push({
      reportDate: row.date,
      value: row.value,
      growthRate: g,
      standardAverageBalanceVolatile: full
        ? volatility(series.slice(windowStart, i + 1).map((r) => r.value))
        : null,
      stableBalance,
      stableBalanceVolatile: full
        ? volatility([...points.slice(windowStart).map((p) => p.stableBalance), stableBalance])
        : null,
      significantEvent,
    });
  });

  const inRange = points.filter((p) => p.reportDate >= start);
  return {
    points: inRange,
    // History without a quarter of the range to warm up for is not returned.
    history: inRange.length > 0 ? points.filter((p) => p.reportDate < start) : [],
    growthFloor,
    growthCap,
    medianVolatility: median(
      inRange.map((p) => p.standardAverageBalanceVolatile).filter((v): v is number => v !== null),
    ),
    medianStableVolatility: median(
      inRange.map((p) => p.stableBalanceVolatile).filter((v): v is number => v !== null),
    ),
  };
}
