import type { DatedValue } from './lagged-regression';
import { addPeriods, periodRange } from './periods';
import { quarterlyChanges, type ChangeWindow } from './quarterly-changes';
import { slopeEstimate, type BetaEstimate } from './regression-inference';

/** Issue 16: the rolling windows drawn, in quarters. */
export const ROLLING_WINDOW_QUARTERS = [8, 12] as const;
/** The same spans in months, for own data analysed month by month (issue 29). */
export const ROLLING_WINDOW_MONTHS = [24, 36] as const;

export interface RollingBetaPoint {
  /** The window's last quarter: where the point is drawn. */
  reportDate: string;
  /** The window's first quarter. */
  windowStart: string;
  /** Quarterly changes in the window (fewer than its length where quarters are missing). */
  n: number;
  /** Null ('Insufficient Data', a gap in the line) under 3 changes or without a rate move. */
  estimate: BetaEstimate | null;
}

/**
 * Rolling beta: for each quarter t, the least-squares slope of the quarterly metric change on
 * the rate change (lagged by `lagQuarters`) over the `windowQuarters` quarters ending at t,
 *   Δm(s) = a + β_t·Δr(s − L),  s = t − W + 1 … t,
 * with its standard error and 95% interval (slopeEstimate: t distribution, n − 2 degrees of
 * freedom) for the band. Points run from the first full window of the changes' range (start,
 * else the quarter after the first pair) to its end. Missing quarters shrink n, never count as 0.
 * With periodsPerYear 12 every quarter above is a month (the window in months).
 */
export function rollingBetas(
  metric: readonly DatedValue[],
  rate: readonly DatedValue[],
  { windowQuarters, ...window }: ChangeWindow & { windowQuarters: number },
): RollingBetaPoint[] {
  if (!Number.isInteger(windowQuarters) || windowQuarters < 2) {
    throw new RangeError(
      `A rolling window is a whole number of quarters ≥ 2, got ${windowQuarters}`,
    );
  }
  const { changes, skippedQuarters } = quarterlyChanges(metric, rate, window);
  const dates = [...changes.map((c) => c.reportDate), ...skippedQuarters].sort();
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return [];
  const periodsPerYear = window.periodsPerYear ?? 4;
  const firstEnd = addPeriods(first, windowQuarters - 1, periodsPerYear);
  if (firstEnd > last) return [];
  return periodRange(firstEnd, last, periodsPerYear).map((reportDate) => {
    const windowStart = addPeriods(reportDate, 1 - windowQuarters, periodsPerYear);
    const inWindow = changes.filter(
      (c) => c.reportDate >= windowStart && c.reportDate <= reportDate,
    );
    return {
      reportDate,
      windowStart,
      n: inWindow.length,
      estimate: slopeEstimate(inWindow.map((c) => ({ x: c.rateChange, y: c.metricChange }))),
    };
  });
}
