import { leastSquares } from './least-squares';
import { addPeriods, monthsPerPeriod, parsePeriodDate, type PeriodsPerYear } from './periods';
import { toFiniteNumber, type NumericInput } from './to-finite-number';

/** spec 2 section 9: heat-map lags of 0, 3 and 6 months. */
export const REGRESSION_LAG_MONTHS = [0, 3, 6] as const;

export interface DatedValue {
  readonly reportDate: string;
  readonly value: NumericInput;
}

/** One usable pair: the metric at `reportDate` and the rate `lagMonths` earlier, at `rateDate`. */
export interface LaggedPair {
  reportDate: string;
  rateDate: string;
  rate: number;
  metric: number;
}

export interface LaggedFit {
  lagMonths: number;
  /** Beta: the estimated change in the metric for a 1 percentage point rise in the rate. */
  slope: number | null;
  intercept: number | null;
  rSquared: number | null;
  /** Usable pairs at this lag, also when there are too few for a fit. */
  n: number;
}

function byDate(
  series: readonly DatedValue[],
  periodsPerYear: PeriodsPerYear,
): Map<string, number> {
  const values = new Map<string, number>();
  for (const { reportDate, value } of series) {
    const date = parsePeriodDate(reportDate, periodsPerYear);
    const number = toFiniteNumber(value);
    // A later row for the same quarter replaces an earlier one; a missing value removes none.
    if (number !== null) values.set(date, number);
  }
  return values;
}

/** The lag in periods: whole quarters (in months) by default, whole months with 12 a year. */
function lagPeriods(lagMonths: number, periodsPerYear: PeriodsPerYear): number {
  const step = monthsPerPeriod(periodsPerYear);
  if (!Number.isInteger(lagMonths) || lagMonths < 0 || lagMonths % step !== 0) {
    throw new RangeError(
      step === 3
        ? `A lag is a whole number of quarters in months, got ${lagMonths}`
        : `A lag is a whole number of months, got ${lagMonths}`,
    );
  }
  return lagMonths / step;
}

/**
 * The pairs a lagged regression is made from, in date order: the metric at quarter t with the
 * rate at t − lag, matched on report dates. Quarters missing either value are left out
 * (spec 2 section 5). Throws 'Invalid date: {value}' for a report date that is not a quarter end.
 * With periodsPerYear 12 (own data's months, issue 29) the dates are month ends and the lag
 * any whole number of months.
 */
export function lagPairs(
  metric: readonly DatedValue[],
  rate: readonly DatedValue[],
  lagMonths: number,
  periodsPerYear: PeriodsPerYear = 4,
): LaggedPair[] {
  const back = lagPeriods(lagMonths, periodsPerYear);
  const rates = byDate(rate, periodsPerYear);
  const pairs: LaggedPair[] = [];
  for (const [reportDate, value] of byDate(metric, periodsPerYear)) {
    const rateDate = addPeriods(reportDate, -back, periodsPerYear);
    const rateValue = rates.get(rateDate);
    if (rateValue !== undefined)
      pairs.push({ reportDate, rateDate, rate: rateValue, metric: value });
  }
  return pairs.sort((a, b) => a.reportDate.localeCompare(b.reportDate));
}

/**
 * Regression of an institution's quarterly metric (y, e.g. cost of deposits in percent) on a
 * market rate (x, in percent) at each lag: metric(t) = slope·rate(t − lag) + intercept, by least
 * squares. One result per lag, in the order given; slope, intercept and R² are null when the
 * lag has fewer than 3 usable pairs or a constant rate (spec 2 section 5, shown as
 * 'Insufficient Data').
 */
export function laggedRegressions(
  metric: readonly DatedValue[],
  rate: readonly DatedValue[],
  lagsMonths: readonly number[] = REGRESSION_LAG_MONTHS,
  periodsPerYear: PeriodsPerYear = 4,
): LaggedFit[] {
  return lagsMonths.map((lagMonths) => {
    const pairs = lagPairs(metric, rate, lagMonths, periodsPerYear);
    const fit = leastSquares(pairs.map((p) => ({ x: p.rate, y: p.metric })));
    return {
      lagMonths,
      slope: fit?.slope ?? null,
      intercept: fit?.intercept ?? null,
      rSquared: fit?.rSquared ?? null,
      n: pairs.length,
    };
  });
}
