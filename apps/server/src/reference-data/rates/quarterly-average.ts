import { quarterEndOf } from '@app/core/domain/quarters';

export interface Observation {
  /** YYYY-MM-DD */
  date: string;
  value: number;
}

/**
 * Quarter averages of a daily, weekly or monthly series: the mean of the observations dated
 * in the quarter. A quarter counts only when each of its three months has an observation, so
 * a quarter still in progress (or a gap in the series) gives no value rather than a skewed one.
 */
export function quarterlyAverages(observations: readonly Observation[]) {
  const quarters = new Map<string, { sum: number; count: number; months: Set<string> }>();
  for (const { date, value } of observations) {
    if (!Number.isFinite(value)) continue;
    const quarter = quarterEndOf(date);
    const q = quarters.get(quarter) ?? { sum: 0, count: 0, months: new Set<string>() };
    q.sum += value;
    q.count += 1;
    q.months.add(date.slice(0, 7));
    quarters.set(quarter, q);
  }
  return [...quarters]
    .filter(([, q]) => q.months.size === 3)
    .map(([reportDate, q]) => ({ reportDate, value: q.sum / q.count }))
    .sort((a, b) => a.reportDate.localeCompare(b.reportDate));
}
