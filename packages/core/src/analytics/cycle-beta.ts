import { addQuarters, quarterRange } from '../domain/quarters';
import { lagPairs, type DatedValue } from './lagged-regression';
import { parseReportDate } from './parse-report-date';
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
 * holds at least MIN_CYCLE_QUARTERS quarters, both ends included.
 */
export function checkCycleWindow(start: string, end: string): { start: string; end: string } {
  const first = parseReportDate(start);
  const last = parseReportDate(end);
  if (quarterRange(first, last).length < MIN_CYCLE_QUARTERS) {
    throw new RangeError(
      `A rate cycle spans at least ${MIN_CYCLE_QUARTERS} quarters, got ${first} to ${last}`,
    );
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
 */
export function cycleBeta(
  metric: readonly DatedValue[],
  rate: readonly DatedValue[],
  window: { start: string; end: string },
): CycleBeta {
  const { start, end } = checkCycleWindow(window.start, window.end);
  const baseDate = addQuarters(start, -1);
  const pairs = new Map(lagPairs(metric, rate, 0).map((pair) => [pair.reportDate, pair]));
  const base = pairs.get(baseDate);
  const skippedQuarters = quarterRange(baseDate, end).filter((date) => !pairs.has(date));
  const path = quarterRange(start, end).map((reportDate): CycleBetaPoint => {
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
