import type { MetricSeries } from '@app/core/api/metrics';
import type { DisplayType } from '@app/core/domain/display-type';
import type { ChartSeries, TimeSeriesData } from '../../../ui/charts/chart-series';

/** The shared date range of the product header (spec 2 section 4). */
export interface DateWindow {
  startDate: string;
  endDate: string;
}

/** Report dates are ISO 'YYYY-MM-DD', so string order is date order. */
export function isInWindow(date: string, window: DateWindow | null): boolean {
  return window === null || (date >= window.startDate && date <= window.endDate);
}

/**
 * A metric series cut to the date range, as the line chart draws it: the institution in colour
 * 0 and the peer (one institution or the group average) in colour 1 (spec 2 section 2.1). The
 * server answers every report date; the range is applied here so that moving the slider does
 * not refetch.
 */
export function toMetricLineData(
  series: MetricSeries,
  displayType: DisplayType,
  window: DateWindow | null,
): TimeSeriesData {
  const kept = series.dates.flatMap((date, index) => (isInWindow(date, window) ? [index] : []));
  const lines: ChartSeries[] = series.institutionSeries.map((line) => ({
    name: line.label,
    role: line.kind === 'institution' ? 'institution' : 'peer',
    values: kept.map((index) => line.values[index] ?? null),
    ...(line.notes ? { notes: kept.map((index) => line.notes?.[index] ?? null) } : {}),
  }));
  return { dates: kept.map((index) => series.dates[index] ?? ''), series: lines, displayType };
}
