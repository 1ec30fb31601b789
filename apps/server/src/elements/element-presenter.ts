import type { ChartData } from '@app/core/api/metrics';
import type { MetricDefinition } from '../catalogue/metric-definition';
import type { ChartElement } from './element-catalogue';

/** One column of an element's tables: the subject or its peer, values by metric and quarter. */
export interface ElementLine {
  id: string;
  values: Map<string, Map<string, number | null>>;
}

/** An element's rows for the wire, one table per row: a column per line, a row per quarter. */
export function presentElementRows(
  element: ChartElement,
  metrics: readonly MetricDefinition[],
  dates: readonly string[],
  lines: readonly ElementLine[],
): ChartData[] {
  return element.rows.map((row, i) => {
    const metric = metrics[i] as MetricDefinition;
    const byLine = lines.map((line) => line.values.get(metric.metricId));
    return {
      metricId: metric.metricId,
      rowTitle: metric.metricTitle,
      compType: row.compType,
      displayType: metric.displayType,
      dataType: 'metric',
      data: [
        ['reportDate', ...lines.map((line) => line.id)],
        ...dates.map((d) => [d, ...byLine.map((byDate) => byDate?.get(d) ?? null)]),
      ],
    };
  });
}

/** The largest number in an element's tables (the shared axis of a page's element charts). */
export function elementMaxOf(rows: readonly ChartData[]): number | null {
  const numbers = rows
    .flatMap((r) => r.data.slice(1).flatMap((d) => d.slice(1)))
    .filter((v): v is number => typeof v === 'number');
  return numbers.length > 0 ? Math.max(...numbers) : null;
}
