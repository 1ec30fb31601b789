import type { Metric, MetricSeries, Statistical } from '@app/core/api/metrics';
import type { Rate, RatePoint } from '@app/core/api/rates';
import type { HeatMapCell, HeatMapKind } from '../../../ui/charts/build-heat-map-options';
import { HEAT_MAP_COLUMNS } from '../../../ui/charts/build-heat-map-options';
import type { TimeSeriesData } from '../../../ui/charts/chart-series';
import { toMetricLineData, type DateWindow } from '../charts/metric-line-data';

/** The correlation figures are those of the rate in the same quarter (no lag). */
export const CORRELATION_LAG_MONTHS = 0;

/** The rates a metric may be correlated with (metric.rates holds rateIdStatistical), in list order. */
export function ratesOfMetric(
  metric: Pick<Metric, 'rates'> | null,
  rates: readonly Rate[],
): Rate[] {
  if (!metric) return [];
  return rates.filter((rate) => metric.rates.includes(rate.rateIdStatistical));
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
