import type { Metric, MetricSeries, Statistical } from '@app/core/api/metrics';
import type { Rate, RatePoint } from '@app/core/api/rates';
import type { PickerItem } from '../../../ui/pickers/picker-search';
import type { HeatMapCell, HeatMapKind } from '../../../ui/charts/build-heat-map-options';
import { HEAT_MAP_COLUMNS } from '../../../ui/charts/build-heat-map-options';
import type { TimeSeriesData } from '../../../ui/charts/chart-series';
import { toMetricLineData, type DateWindow } from '../charts/metric-line-data';

/** The correlation figures are those of the rate in the same quarter (no lag). */
export const CORRELATION_LAG_MONTHS = 0;

export interface RatePickerItem extends PickerItem {
  rate: Rate;
}

/** The rates a metric may be correlated with (metric.rates holds rateIdStatistical), in list order. */
export function ratesOfMetric(
  metric: Pick<Metric, 'rates'> | null,
  rates: readonly Rate[],
): Rate[] {
  if (!metric) return [];
  return rates.filter((rate) => metric.rates.includes(rate.rateIdStatistical));
}

/** Rates as picker entries: searched by rateName (spec 2 section 5), grouped by category. */
export function ratePickerItems(rates: readonly Rate[]): RatePickerItem[] {
  return rates.map((rate) => ({
    id: rate.rateId,
    title: rate.rateName,
    category: rate.category,
    rate,
  }));
}

/**
 * spec 2 section 4: the rate is the requested one, then the one saved for the metric and
 * institution type, then the rate flagged correlationsDefault, then the first; a requested or
 * saved rate the metric does not offer is passed over. null when the metric offers none.
 */
export function chooseRateId(
  rates: readonly Rate[],
  requested: string | null | undefined,
  saved: string | null | undefined,
): string | null {
  const known = (id: string | null | undefined) =>
    id !== null && id !== undefined && rates.some((r) => r.rateId === id) ? id : null;
  return (
    known(requested) ??
    known(saved) ??
    rates.find((r) => r.correlationsDefault)?.rateId ??
    rates[0]?.rateId ??
    null
  );
}

/**
 * The correlation chart's data (spec 2 section 2.7): the rate, the peer and the institution over
 * the metric's report dates in the date range. The rate is matched on report date; a quarter the
 * rate lacks is a gap, not a zero.
 */
export function toCorrelationChartData(
  series: MetricSeries,
  displayType: Metric['displayType'],
  rate: Pick<Rate, 'rateName'>,
  ratePoints: readonly RatePoint[],
  window: DateWindow | null,
): TimeSeriesData {
  const lines = toMetricLineData(series, displayType, window);
  const byDate = new Map(ratePoints.map((p) => [p.reportDate, p.value]));
  const rateSeries = {
    name: rate.rateName,
    role: 'rate' as const,
    values: lines.dates.map((date) => byDate.get(date) ?? null),
  };
  const peers = lines.series.filter((s) => s.role !== 'institution');
  const institution = lines.series.filter((s) => s.role === 'institution');
  return { ...lines, series: [rateSeries, ...peers, ...institution] };
}

/** Beta and R squared of the metric against one rate at a lag; null when the server has no row. */
export function statisticOf(
  rows: readonly Statistical[] | undefined,
  rateId: string | null,
  lagMonths = CORRELATION_LAG_MONTHS,
): Pick<Statistical, 'beta' | 'rSquared'> | null {
  const row = rows?.find((r) => r.rateId === rateId && r.lagMonths === lagMonths);
  return row ? { beta: row.beta, rSquared: row.rSquared } : null;
}

/** One heat map's cells from the statistical rows: the columns' rates, every lag. */
export function toHeatMapCells(rows: readonly Statistical[], kind: HeatMapKind): HeatMapCell[] {
  return rows.flatMap((row) => {
    const column = HEAT_MAP_COLUMNS.find((c) => c === row.rateIdStatistical);
    if (!column) return [];
    return [{ lagMonths: row.lagMonths, column, value: kind === 'beta' ? row.beta : row.rSquared }];
  });
}
