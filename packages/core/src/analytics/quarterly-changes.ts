import { lagPairs, type DatedValue } from './lagged-regression';
import {
  addPeriods,
  monthsPerPeriod,
  parsePeriodDate,
  periodRange,
  type PeriodsPerYear,
} from './periods';

/**
 * A rate change smaller than this (in percentage points) is no move: rates are published to
 * 2 or 3 decimals, so anything smaller is floating-point residue of a subtraction such as
 * (0.1 + 0.2) − 0.3, and dividing by it or giving it a sign would be an artefact.
 */
export const RATE_MOVE_TOLERANCE = 1e-9;

/** Whether a rate change is a move up, down or none (within RATE_MOVE_TOLERANCE). */
export function rateMoveDirection(rateChange: number): 'up' | 'down' | 'flat' {
  if (rateChange > RATE_MOVE_TOLERANCE) return 'up';
  if (rateChange < -RATE_MOVE_TOLERANCE) return 'down';
  return 'flat';
}

/**
 * A difference of two values in percent, rounded to 10 decimals. Rates and costs are published
 * to a few decimals, so only binary residue is dropped: 0.3 − 0.2 is 0.09999999999999998 and
 * 0.2 − 0.1 is 0.1, and without rounding a window of "equal" moves would have a variance of
 * 1e−33 and a meaningless slope instead of none.
 */
function percentChange(current: number, previous: number): number {
  return Math.round((current - previous) * 1e10) / 1e10;
}

/** The change over one quarter of a metric and of a rate `lagQuarters` earlier. */
export interface QuarterlyChange {
  /** The quarter the metric changed in: metric(t) − metric(t − 1). */
  reportDate: string;
  /** The quarter the rate changed in: rate(t − lag) − rate(t − lag − 1). */
  rateDate: string;
  metricChange: number;
  rateChange: number;
}

export interface QuarterlyChanges {
  changes: QuarterlyChange[];
  /**
   * Quarters of the window left out because the metric or the rate is missing at the quarter
   * or the one before it: missing is not zero, so no change is made up for them.
   */
  skippedQuarters: string[];
}

export interface ChangeWindow {
  /** Rate lag in whole quarters (months with periodsPerYear 12), 0 unless given. */
  lagQuarters?: number;
  /** First quarter whose change is counted (its change starts from the quarter before). */
  start?: string;
  /** Last quarter whose change is counted. */
  end?: string;
  /**
   * 4 (quarter ends, the default) or 12: own data's month ends (issue 29), each change over one
   * month, the lag and the windows in months.
   */
  periodsPerYear?: PeriodsPerYear;
}

/**
 * Quarter-on-quarter changes of a metric and a rate, for the change-on-change betas
 * (asymmetric and rolling): Δm(t) = m(t) − m(t − 1) paired with Δr(t − L) = r(t − L) −
 * r(t − L − 1). Values are matched as lagPairs matches them; a change is made only from two
 * consecutive quarters that both have a pair. The window runs from `start` (else the quarter
 * after the first pair) to `end` (else the last pair); every quarter of it without a change is
 * listed in skippedQuarters. Throws 'Invalid date: {value}' for a date that is not a quarter end.
 */
export function quarterlyChanges(
  metric: readonly DatedValue[],
  rate: readonly DatedValue[],
  { lagQuarters = 0, start, end, periodsPerYear = 4 }: ChangeWindow = {},
): QuarterlyChanges {
  const pairs = lagPairs(
    metric,
    rate,
    lagQuarters * monthsPerPeriod(periodsPerYear),
    periodsPerYear,
  );
  const byDate = new Map(pairs.map((pair) => [pair.reportDate, pair]));
  const first = start !== undefined ? parsePeriodDate(start, periodsPerYear) : pairs[1]?.reportDate;
  const last = end !== undefined ? parsePeriodDate(end, periodsPerYear) : pairs.at(-1)?.reportDate;
  if (first === undefined || last === undefined) return { changes: [], skippedQuarters: [] };
  const changes: QuarterlyChange[] = [];
  const skippedQuarters: string[] = [];
  for (const date of periodRange(first, last, periodsPerYear)) {
    const current = byDate.get(date);
    const previous = byDate.get(addPeriods(date, -1, periodsPerYear));
    if (!current || !previous) {
      skippedQuarters.push(date);
      continue;
    }
    changes.push({
      reportDate: date,
      rateDate: current.rateDate,
      metricChange: percentChange(current.metric, previous.metric),
      rateChange: percentChange(current.rate, previous.rate),
    });
  }
  return { changes, skippedQuarters };
}
