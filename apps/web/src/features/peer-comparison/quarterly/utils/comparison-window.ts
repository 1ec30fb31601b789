import type { MetricSeries } from '@app/core/api/metrics';
import type { DisplayType } from '@app/core/domain/display-type';
import type { ChartSeries, TimeSeriesData } from '../../../../ui/charts/chart-series';

/** spec 2 section 9: "Comparison charts cover 5 years back from the chosen date". */
export const COMPARISON_YEARS = 5;

/** The first date kept: the same day 5 years earlier is excluded, so 20 quarters remain. */
function windowStart(endDate: string): string {
  const year = Number(endDate.slice(0, 4));
  return `${String(year - COMPARISON_YEARS).padStart(4, '0')}${endDate.slice(4)}`;
}

/**
 * A metric series cut to the comparison window ending at `endDate` (ISO dates compare as text),
 * as chart data: the institution in colour 0, peers and group averages after it.
 */
export function comparisonSeries(
  series: MetricSeries,
  endDate: string,
  displayType: DisplayType,
): TimeSeriesData {
  const start = windowStart(endDate);
  const kept = series.dates
    .map((date, index) => ({ date, index }))
    .filter(({ date }) => date > start && date <= endDate);
  const lines: ChartSeries[] = series.institutionSeries.map((line) => ({
    name: line.label,
    role: line.kind === 'institution' ? 'institution' : 'peer',
    values: kept.map(({ index }) => line.values[index] ?? null),
    ...(line.notes ? { notes: kept.map(({ index }) => line.notes?.[index] ?? null) } : {}),
  }));
  return { dates: kept.map(({ date }) => date), series: lines, displayType };
}
