import type { ChartData } from '@app/core/api/metrics';
import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import { rowValue, type ChartElement } from './element-catalogue';

/** One column of an element's tables: the subject or its peer, values by metric and quarter. */
export interface ElementLine {
  id: string;
  values: Map<string, Map<string, number | null>>;
}

/**
 * An element's rows for the wire, one table per row: a column per line, a row per quarter.
 * `metrics` are the rows' metrics (a remainder row: its total's, for the unit).
 */
export function presentElementRows(
  element: ChartElement,
  metrics: readonly MetricDefinition[],
  dates: readonly string[],
  lines: readonly ElementLine[],
): ChartData[] {
  return element.rows.map((row, i) => {
    const metric = metrics[i] as MetricDefinition;
    const cell = (line: ElementLine, date: string) =>
      rowValue(row, (metricId) => line.values.get(metricId)?.get(date) ?? null);
    return {
      metricId: row.metricId,
      rowTitle: row.remainder?.title ?? metric.metricTitle,
      compType: row.compType,
      displayType: metric.displayType,
      dataType: 'metric',
      data: [
        ['reportDate', ...lines.map((line) => line.id)],
        ...dates.map((d) => [d, ...lines.map((line) => cell(line, d))]),
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
