import type { ReportHistory } from './metric-definition';

/**
 * Pure building blocks of the metric formulas.
 *
 * Null policy, the same everywhere:
 * - a missing input gives null, never 0, unless a helper says otherwise (only `sumItems`
 *   treats a missing component as 0, and only while at least one component is present);
 * - a zero denominator gives null; a growth rate on a base of zero or below gives null;
 * - no helper returns NaN or Infinity: a non-finite result becomes null.
 */

/** A balance or flow `back` quarters before the quarter being computed (0 = current). */
export type ValueAt = (back: number) => number | null;

type Quarter = 1 | 2 | 3 | 4;

/** A finite number, or null in place of NaN, ±Infinity, null and undefined. */
export function finiteOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** numerator / denominator; null when either is missing or the denominator is 0. */
export function safeDivide(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator === 0) return null;
  return finiteOrNull(numerator / denominator);
}

/** numerator / denominator × 100 (a percent number: 1.25 means 1.25%), same nulls. */
export function percentOf(numerator: number | null, denominator: number | null): number | null {
  const ratio = safeDivide(numerator, denominator);
  return ratio === null ? null : ratio * 100;
}

/**
 * Sum of the components of a total. A missing component counts as 0 as long as at least one
 * component is present (call reports leave inapplicable lines blank); all missing gives null.
 */
export function sumItems(values: readonly (number | null)[]): number | null {
  let total: number | null = null;
  for (const value of values) if (value !== null) total = (total ?? 0) + value;
  return total;
}

/** Sum of values that are all required (distinct concepts added up); null when any is missing. */
export function addAll(values: readonly (number | null)[]): number | null {
  let total = 0;
  for (const value of values) {
    if (value === null) return null;
    total += value;
  }
  return total;
}

/** a − b; null when either is missing (a difference of two concepts needs both). */
export function subtract(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a - b;
}

/** value × factor; null when the value is missing. */
export function scale(value: number | null, factor: number): number | null {
  return value === null ? null : finiteOrNull(value * factor);
}

/** The first value that is present, else null. */
export function firstPresent(...values: readonly (number | null)[]): number | null {
  for (const value of values) if (value !== null) return value;
  return null;
}

/** Bank call-report amounts are in thousands of dollars; metric money is in whole dollars. */
export function thousandsToDollars(value: number | null): number | null {
  return scale(value, 1000);
}

/**
 * The bank resolution rule C(x) (research §1.4): the consolidated RCFDx when the bank filed it
 * (031 filers), else the domestic RCONx. Never the sum of both: that would double count. A filed
 * 0 is a value, not a gap.
 */
export function consolidatedOrDomestic(
  report: ReportHistory,
  item: string,
  back = 0,
): number | null {
  return firstPresent(report.item(`RCFD${item}`, back), report.item(`RCON${item}`, back));
}

/** The calendar quarter (1 to 4) `back` quarters before the current one. */
export function quarterAt(current: Quarter, back: number): Quarter {
  return (((((current - 1 - back) % 4) + 4) % 4) + 1) as Quarter;
}

/**
 * A quarter's own figure from year-to-date figures: YTD(n) − YTD(n−1) within the calendar
 * year; a first quarter is its own YTD. Never subtracts across a year-end. Null when either
 * YTD figure is missing.
 */
export function quarterOnly(report: ReportHistory, ytd: ValueAt, back = 0): number | null {
  if (quarterAt(report.quarter, back) === 1) return ytd(back);
  return subtract(ytd(back), ytd(back + 1));
}

/**
 * Annualizes a year-to-date figure: × 4 / quarter (× 4 in March, × 2 in June, × 4/3 in
 * September, × 1 in December). The UBPR's factors (it prints 1.3334 for September; we use the
 * exact 4/3) and the NCUA FPR's × 12 / month are the same factors.
 */
export function annualizeYtd(value: number | null, quarter: Quarter): number | null {
  return scale(value, 4 / quarter);
}

/** The current year-to-date figure annualized. */
export function annualizedYtd(report: ReportHistory, ytd: ValueAt): number | null {
  return annualizeYtd(ytd(0), report.quarter);
}

/** The current quarter's own figure × 4 (category 2 costs: the quarter, not the YTD). */
export function annualizedQuarter(report: ReportHistory, ytd: ValueAt): number | null {
  return scale(quarterOnly(report, ytd), 4);
}

/** Mean of a balance at the given quarter offsets; null when any of them is missing. */
export function meanAt(balance: ValueAt, backs: readonly number[]): number | null {
  if (backs.length === 0) return null;
  let total = 0;
  for (const back of backs) {
    const value = balance(back);
    if (value === null) return null;
    total += value;
  }
  return finiteOrNull(total / backs.length);
}

/**
 * Bank (UBPR-style) year-to-date average: the mean of the quarter-end balances from the prior
 * December to the current quarter (2 points in March … 5 in December). The research (§4.1)
 * gives this as the practical stand-in for UBPR's RC-K based averages. Null when any
 * quarter-end of that window is missing.
 */
export function averageOverYear(report: ReportHistory, balance: ValueAt): number | null {
  return meanAt(
    balance,
    Array.from({ length: report.quarter + 1 }, (_, back) => back),
  );
}

/**
 * NCUA FPR average: (current + prior year-end) / 2 (research §2.9, "average assets").
 * Null when either is missing.
 */
export function averageWithPriorYearEnd(report: ReportHistory, balance: ValueAt): number | null {
  return meanAt(balance, [0, report.quarter]);
}

/** Average over the current quarter: (this quarter-end + previous quarter-end) / 2. */
export function averageOverQuarter(balance: ValueAt): number | null {
  return meanAt(balance, [0, 1]);
}

/** Growth in percent of `base`; null when either is missing or the base is not above 0. */
export function growthPercent(current: number | null, base: number | null): number | null {
  if (current === null || base === null || base <= 0) return null;
  return finiteOrNull(((current - base) / base) * 100);
}

/**
 * Growth since the prior year-end, annualized × 4 / quarter (the FPR growth convention,
 * research §2.9; in December it equals the year-over-year growth).
 */
export function annualizedGrowthSincePriorYearEnd(
  report: ReportHistory,
  balance: ValueAt,
): number | null {
  return annualizeYtd(growthPercent(balance(0), balance(report.quarter)), report.quarter);
}

/** Growth over the four quarters to the quarter `back` quarters ago (year over year). */
export function yearOverYearGrowth(balance: ValueAt, back = 0): number | null {
  return growthPercent(balance(back), balance(back + 4));
}

/**
 * Mean of the last `years` year-over-year growth rates: to now, to a year ago, to two years
 * ago … ('Asset Growth (3yr Avg)' with years = 3, needing 4 year-apart balances). Null when
 * any of the rates is missing.
 */
export function averageAnnualGrowth(balance: ValueAt, years: number): number | null {
  if (years <= 0) return null;
  let total = 0;
  for (let year = 0; year < years; year += 1) {
    const rate = yearOverYearGrowth(balance, year * 4);
    if (rate === null) return null;
    total += rate;
  }
  return total / years;
}
