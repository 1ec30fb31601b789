import type { MetricSeries } from '@app/core/api/metrics';
import type { DisplayType } from '@app/core/domain/display-type';
import type { ChartSeries, TimeSeriesData } from '../../../ui/charts/chart-series';
import { peerStatisticLabel } from '../../../selection/peer-statistic';

/** The bands' percentiles as their lines are named, in order. */
const BAND_LINES = [
  ['p10', '10th'],
  ['p25', '25th'],
  ['p75', '75th'],
  ['p90', '90th'],
] as const;

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
  const lines: ChartSeries[] = series.institutionSeries.flatMap((line): ChartSeries[] => {
    const main: ChartSeries = {
      name: lineName(line, kept),
      role: line.kind === 'institution' ? 'institution' : 'peer',
      values: kept.map((index) => line.values[index] ?? null),
      ...(line.notes ? { notes: kept.map((index) => line.notes?.[index] ?? null) } : {}),
    };
    const bands = line.bands;
    if (!bands) return [main];
    // The 25th–75th and 10th–90th percentile bands as their edges (the median is the p50).
    return [
      main,
      ...BAND_LINES.map(([key, ordinal]): ChartSeries => ({
        name: `Peer ${ordinal} percentile`,
        role: 'band',
        values: kept.map((index) => bands[index]?.[key] ?? null),
      })),
    ];
  });
  return { dates: kept.map((index) => series.dates[index] ?? ''), series: lines, displayType };
}

/**
 * A line's name: a group's names its statistic and its members with a value at the last date
 * shown ("Community Banks · Peer median (146)"); an institution's is its label.
 */
export function lineName(line: MetricSeries['institutionSeries'][number], kept: number[]) {
  if (line.kind !== 'group' || !line.statistic) return line.label;
  const last = kept.at(-1);
  const count = last === undefined ? null : (line.counts?.[last] ?? null);
  return `${line.label} · ${peerStatisticLabel(line.statistic, count)}`;
}

/** The members with a value at the last date shown of the group line, when there is one. */
export function groupCountAtEnd(series: MetricSeries, window: DateWindow | null): number | null {
  const group = series.institutionSeries.find((line) => line.kind === 'group');
  if (!group?.counts) return null;
  const kept = series.dates.flatMap((date, index) => (isInWindow(date, window) ? [index] : []));
  const last = kept.at(-1);
  return last === undefined ? null : (group.counts[last] ?? null);
}
