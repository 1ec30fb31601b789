import { monthEnd } from '@app/core/domain/months';
import { quarterEndOf } from '@app/core/domain/quarters';

export interface Observation {
  /** YYYY-MM-DD */
  date: string;
  value: number;
}

/** The observations of each period (keyed by `periodOf`), with the months they fall in. */
function byPeriod(observations: readonly Observation[], periodOf: (date: string) => string) {
  const periods = new Map<string, { sum: number; count: number; months: Set<string> }>();
  for (const { date, value } of observations) {
    if (!Number.isFinite(value)) continue;
    const period = periodOf(date);
    const p = periods.get(period) ?? { sum: 0, count: 0, months: new Set<string>() };
    p.sum += value;
    p.count += 1;
    p.months.add(date.slice(0, 7));
    periods.set(period, p);
  }
  return [...periods];
}

/**
 * Quarter averages of a daily, weekly or monthly series: the mean of the observations dated
 * in the quarter. A quarter counts only when each of its three months has an observation, so
 * a quarter still in progress (or a gap in the series) gives no value rather than a skewed one.
 */
export function quarterlyAverages(observations: readonly Observation[]) {
  return byPeriod(observations, quarterEndOf)
    .filter(([, q]) => q.months.size === 3)
    .map(([reportDate, q]) => ({ reportDate, value: q.sum / q.count }))
    .sort((a, b) => a.reportDate.localeCompare(b.reportDate));
}

/**
 * Month averages of a daily, weekly or monthly series (issue 29, the monthly betas of own
 * data): the mean of the observations dated in the month, dated by the month's last day. A
 * monthly series (FEDFUNDS) gives its values as published. A month without an observation has
 * no value, never 0; the series' last month averages the observations published so far.
 */
export function monthlyAverages(observations: readonly Observation[]) {
  const monthOf = (date: string) => monthEnd(Number(date.slice(0, 4)), Number(date.slice(5, 7)));
  return byPeriod(observations, monthOf)
    .map(([monthEnd, m]) => ({ monthEnd, value: m.sum / m.count }))
    .sort((a, b) => a.monthEnd.localeCompare(b.monthEnd));
}

/** A rate's quarter and month averages, as the import stores them. */
export function rateAverages(observations: readonly Observation[]) {
  return { values: quarterlyAverages(observations), months: monthlyAverages(observations) };
}
