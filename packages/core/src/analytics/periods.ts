import { addMonths, isMonthEnd } from '../domain/months';
import { addQuarters } from '../domain/quarters';
import { parseReportDate } from './parse-report-date';

/**
 * How many points make a year: 4 for quarters (the call report, and the default), 12 for the
 * months of own deposit data (issue 29).
 */
export type PeriodsPerYear = 4 | 12;

/** The date `n` periods after `date` (quarter ends by default, month ends with 12 a year). */
export function addPeriods(date: string, n: number, periodsPerYear: PeriodsPerYear = 4): string {
  return periodsPerYear === 12 ? addMonths(date, n) : addQuarters(date, n);
}

/** The period ends from `first` to `last`, both included. */
export function periodRange(
  first: string,
  last: string,
  periodsPerYear: PeriodsPerYear = 4,
): string[] {
  const dates: string[] = [];
  for (let d = first; d <= last; d = addPeriods(d, 1, periodsPerYear)) dates.push(d);
  return dates;
}

/**
 * A report date of the period length: parseReportDate for quarters, a month end for months
 * ('Invalid date: {value}' otherwise).
 */
export function parsePeriodDate(value: string, periodsPerYear: PeriodsPerYear = 4): string {
  if (periodsPerYear === 4) return parseReportDate(value);
  const date = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(value.trim())?.[1];
  if (!date || !isMonthEnd(date)) throw new RangeError(`Invalid date: ${value}`);
  return date;
}

/** Months in one period: 3 for a quarter, 1 for a month. */
export const monthsPerPeriod = (periodsPerYear: PeriodsPerYear = 4) => 12 / periodsPerYear;
