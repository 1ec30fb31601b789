import { lagPairs, type DatedValue } from './lagged-regression';
import { addPeriods, parsePeriodDate, periodRange, type PeriodsPerYear } from './periods';
import { rateMoveDirection } from './quarterly-changes';

export interface RateCycle {
  id: string;
  label: string;
  direction: 'tightening' | 'easing';
  /** First quarter of the cycle (its quarter-end date). */
  start: string;
  /** Last quarter of the cycle. */
  end: string;
}

/** Issue 16: the default cycles offered; the user may pick any other window. */
export const DEFAULT_RATE_CYCLES: readonly RateCycle[] = [
  {
    id: 'tightening-2015',
    label: 'Tightening 2015Q4–2019Q2',
    direction: 'tightening',
    start: '2015-12-31',
    end: '2019-06-30',
  },
  {
    id: 'easing-2019',
    label: 'Easing 2019Q3–2021Q4',
    direction: 'easing',
    start: '2019-09-30',
    end: '2021-12-31',
  },
  {
    id: 'tightening-2022',
    label: 'Tightening 2022Q1–2023Q4',
    direction: 'tightening',
    start: '2022-03-31',
    end: '2023-12-31',
  },
];

/** Issue 16: a cycle window holds at least 4 quarters. */
export const MIN_CYCLE_QUARTERS = 4;

export interface CycleBetaPoint {
  reportDate: string;
  /** metric(t) − metric(base); null when either value is missing. */
  metricChange: number | null;
  /** rate(t) − rate(base); null when either value is missing. */
  rateChange: number | null;
  /** metricChange / rateChange; null when either is missing or the rate has not moved. */
  cumulativeBeta: number | null;
}

export interface CycleBeta {
  start: string;
  end: string;
  /** The quarter before `start`: changes are measured from its values. */
  baseDate: string;
  /** The cumulative beta at `end`: the cycle's beta. */
  cycleBeta: number | null;
  metricChange: number | null;
  rateChange: number | null;
  /** One point per quarter of the cycle, start to end. */
  path: CycleBetaPoint[];
  /** Quarters from base to end without both a metric and a rate value. */
  skippedQuarters: string[];
}

/**
 * Throws a RangeError (a 400 for the API) unless start and end are quarter ends and the window
 * holds at least MIN_CYCLE_QUARTERS quarters, both ends included. With periodsPerYear 12: month
 * ends, at least three months for each of those quarters.
 */
export function checkCycleWindow(
  start: string,
  end: string,
  periodsPerYear: PeriodsPerYear = 4,
): { start: string; end: string } {
  const first = parsePeriodDate(start, periodsPerYear);
  const last = parsePeriodDate(end, periodsPerYear);
  const minimum = (MIN_CYCLE_QUARTERS * periodsPerYear) / 4;
  if (periodRange(first, last, periodsPerYear).length < minimum) {
    const unit = periodsPerYear === 12 ? 'months' : 'quarters';
    throw new RangeError(`A rate cycle spans at least ${minimum} ${unit}, got ${first} to ${last}`);
  }
  return { start: first, end: last };
}

/**
 * Cumulative (cycle) beta over a rate cycle, quarter by quarter:
 *   base = the quarter before `start`,
 *   β(t) = (metric(t) − metric(base)) / (rate(t) − rate(base))  for t = start … end,
 *   cycleBeta = β(end).
 * Measuring from the quarter before the first one counts the first quarter's own move: the
 * 2019 easing's first cut (31 July 2019) and the 2022 tightening's first hike (16 March 2022)
 * fell inside the cycle's first quarter.
 * Both series in percent, the rate at the same quarter (no lag). A quarter missing either value
 * has a null point and is listed in skippedQuarters; a missing base makes every point null.
 * β(t) is null where the rate is back at its base level (no move to divide by, within
 * RATE_MOVE_TOLERANCE).
 * Throws as checkCycleWindow, and 'Invalid date: {value}' for a date that is not a quarter end.
 * With periodsPerYear 12 (own data's months, issue 29) every quarter above is a month: the
 * window's month ends, the base the month before the first, one point a month.
 */
export function cycleBeta(
  metric: readonly DatedValue[],
  rate: readonly DatedValue[],
  window: { start: string; end: string },
  periodsPerYear: PeriodsPerYear = 4,
): CycleBeta {
  const { start, end } = checkCycleWindow(window.start, window.end, periodsPerYear);
  const baseDate = addPeriods(start, -1, periodsPerYear);
  const pairs = new Map(
    lagPairs(metric, rate, 0, periodsPerYear).map((pair) => [pair.reportDate, pair]),
  );
  const base = pairs.get(baseDate);
  const skippedQuarters = periodRange(baseDate, end, periodsPerYear).filter(
    (date) => !pairs.has(date),
  );
  const path = periodRange(start, end, periodsPerYear).map((reportDate): CycleBetaPoint => {
    const pair = pairs.get(reportDate);
    if (!pair || !base) {
      return { reportDate, metricChange: null, rateChange: null, cumulativeBeta: null };
    }
    const metricChange = pair.metric - base.metric;
    const rateChange = pair.rate - base.rate;
    return {
      reportDate,
      metricChange,
      rateChange,
      cumulativeBeta: rateMoveDirection(rateChange) === 'flat' ? null : metricChange / rateChange,
    };
  });
  const last = path.at(-1)!;
  return {
    start,
    end,
    baseDate,
    cycleBeta: last.cumulativeBeta,
    metricChange: last.metricChange,
    rateChange: last.rateChange,
    path,
    skippedQuarters,
  };
}
