import { formatAxisValue } from '@app/core/format/format-axis-value';
import type { ExportTable } from '../export/export-table';
import { axisMaximum } from './axis-maximum';
import type { ChartOption, LineSeriesOption } from './chart-option';
import type { ChartSeries, TimeSeriesData } from './chart-series';
import { finiteOrNull, seriesColors } from './chart-series';
import { axisTooltip, notesOf } from './chart-tooltip';
import { toDateLabels } from './date-labels';
import { legendLayout } from './legend-layout';

/** spec 2 sections 2.10 and 9: the element line chart shows 3 elements, the rest as Other. */
export const LINE_CHART_DEFAULT_ELEMENTS = 3;
export const OTHER_SERIES_NAME = 'Other';

export interface LineOptionsSettings {
  /**
   * Keep this many element series (by latest value, largest first) and sum the rest into one
   * 'Other' series. Institution, peer and rate series are always kept. Off when not given (trend
   * charts show every line).
   */
  maxElements?: number;
  /** Hide the legend (the page legend already names institution and peer, spec 2.1). */
  showLegend?: boolean;
}

function latestValue(series: ChartSeries): number {
  for (let i = series.values.length - 1; i >= 0; i--) {
    const value = finiteOrNull(series.values[i]);
    if (value !== null) return value;
  }
  return -Infinity;
}

/**
 * Element series beyond `max`, combined. The ranking is by each element's latest value, the
 * one a reader compares first; ties keep input order. 'Other' at a date is the sum of the
 * remaining elements' values there, null when none has a value (spec 2 section 9: "line chart
 * 3; remainder as Other", so even a single remaining element is shown as Other).
 */
export function combineElements(series: readonly ChartSeries[], max: number): ChartSeries[] {
  const elements = series.filter((s) => s.role === 'element');
  if (elements.length <= max || max < 0) return [...series];
  const ranked = elements
    .map((s, index) => ({ s, index, latest: latestValue(s) }))
    .sort((a, b) => b.latest - a.latest || a.index - b.index);
  const kept = new Set(ranked.slice(0, max).map((r) => r.s));
  const rest = ranked.slice(max).map((r) => r.s);
  const length = Math.max(...rest.map((s) => s.values.length));
  const other: ChartSeries = {
    name: OTHER_SERIES_NAME,
    role: 'other',
    values: Array.from({ length }, (_, i) => {
      const present = rest.map((s) => finiteOrNull(s.values[i])).filter((v) => v !== null);
      return present.length === 0 ? null : present.reduce((sum, v) => sum + v, 0);
    }),
  };
  return [...series.filter((s) => s.role !== 'element' || kept.has(s)), other];
}

/**
 * A line chart over report dates (spec 2 sections 2.4, 2.5, 2.6, 2.10 and 9): dates as MMM
 * yyyy, the value axis labelled by display type and running to 1.1 × the largest value,
 * institution colour 0 and peer colour 1, tooltips with '--' for nulls, gaps left where a
 * value is null (not joined across, which would invent values).
 * Used by the trend chart (400), the quarterly and multi-institution trend charts (150) and
 * the element line chart (3 elements + Other).
 */
export function buildLineOptions(
  data: TimeSeriesData,
  settings: LineOptionsSettings = {},
): ChartOption {
  const series =
    settings.maxElements === undefined
      ? [...data.series]
      : combineElements(data.series, settings.maxElements);
  const colors = seriesColors(series);
  const { legend, grid } = legendLayout(0, settings.showLegend ?? true);
  const lines: LineSeriesOption[] = series.map((s, i) => ({
    type: 'line',
    name: s.name,
    data: data.dates.map((_, d) => finiteOrNull(s.values[d])),
    color: colors[i],
    showSymbol: data.dates.length <= 24,
    symbolSize: 6,
    connectNulls: false,
    lineStyle:
      s.role === 'band'
        ? { width: 1, type: 'dashed', opacity: 0.7 }
        : { width: s.role === 'institution' ? 3 : 2 },
    ...(s.role === 'band' ? { showSymbol: false } : {}),
    z: s.role === 'institution' ? 3 : 2,
  }));
  return {
    animation: false,
    grid,
    legend,
    tooltip: axisTooltip(() => data.displayType, { noteOf: notesOf(series) }),
    xAxis: { type: 'category', data: toDateLabels(data.dates), boundaryGap: false },
    yAxis: {
      type: 'value',
      max: axisMaximum(series.flatMap((s) => s.values)),
      axisLabel: {
        // The 1.1 × maximum is rarely a round tick; its label would crowd the one below.
        showMaxLabel: false,
        formatter: (value: number) => formatAxisValue(value, data.displayType),
      },
    },
    series: lines,
  };
}

/** The text alternative and export of a time-series chart: a Date column then one per series. */
export function timeSeriesTable(data: TimeSeriesData): ExportTable {
  const columns = [
    { key: 'date', header: 'Date', isDate: true },
    ...data.series.map((s, i) => ({ key: `s${i}`, header: s.name, displayType: data.displayType })),
  ];
  const rows = data.dates.map((date, d) => {
    const row: Record<string, string | number | null> = { date };
    data.series.forEach((s, i) => {
      row[`s${i}`] = finiteOrNull(s.values[d]);
    });
    return row;
  });
  return { columns, rows };
}
