import type { MetricSeries, Statistical } from '@app/core/api/metrics';
import type { Rate, RatePoint } from '@app/core/api/rates';
import type { RegressionMetric } from '@app/core/api/metrics';

/** spec 2 section 4: no regression statistics under 3 quarters of data. */
export const MIN_REGRESSION_QUARTERS = 3;

/** The rates a regression metric may use, as full rates (with their category for grouping). */
export function regressionRatesOf(metric: RegressionMetric | null, rates: readonly Rate[]): Rate[] {
  if (!metric) return [];
  const allowed = new Set(metric.rates.map((r) => r.rateIdStatistical));
  return rates.filter((r) => allowed.has(r.rateIdStatistical));
}

/** The saved rate when the metric still offers it, else the rate marked default, else the first. */
export function chooseRegressionRate(
  rates: readonly Rate[],
  saved: string | null | undefined,
): string | null {
  if (saved && rates.some((r) => r.rateId === saved)) return saved;
  return (rates.find((r) => r.correlationsDefault) ?? rates[0])?.rateId ?? null;
}

/**
 * The same-quarter (lag 0) fit of the metric against the rate, from the server's statistical
 * answer. Its figures count only from MIN_REGRESSION_QUARTERS points on.
 */
export function regressionStatistic(
  rows: readonly Statistical[] | undefined,
  rate: Rate | null,
): Statistical | null {
  if (!rows || !rate) return null;
  const row = rows.find(
    (r) =>
      r.lagMonths === 0 &&
      (r.rateId === rate.rateId || r.rateIdStatistical === rate.rateIdStatistical),
  );
  if (!row) return null;
  if (row.points < MIN_REGRESSION_QUARTERS) {
    return { ...row, beta: null, rSquared: null, intercept: null };
  }
  return row;
}

export interface RegressionSeries {
  dates: string[];
  rate: (number | null)[];
  actual: (number | null)[];
}

/**
 * The institution's metric and the rate by report date within the page's date range (the
 * range the server's fit used).
 */
export function regressionSeries(
  series: MetricSeries,
  rateValues: readonly RatePoint[],
  range: { startDate: string; endDate: string },
): RegressionSeries {
  const own = series.institutionSeries.find((s) => s.kind === 'institution');
  const rateByDate = new Map(rateValues.map((p) => [p.reportDate, p.value]));
  const result: RegressionSeries = { dates: [], rate: [], actual: [] };
  series.dates.forEach((date, i) => {
    if (date < range.startDate || date > range.endDate) return;
    result.dates.push(date);
    result.rate.push(rateByDate.get(date) ?? null);
    result.actual.push(own?.values[i] ?? null);
  });
  return result;
}
