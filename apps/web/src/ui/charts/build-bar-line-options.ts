import type { DisplayType } from '@app/core/domain/display-type';
import type { ExportTable } from '../export/export-table';
import { axisMaximum, valueAxis } from './axis-maximum';
import { CHART_HEIGHTS } from './chart-heights';
import type { BarSeriesOption, ChartOption, LineSeriesOption } from './chart-option';
import type { ChartSeries } from './chart-series';
import { finiteOrNull, seriesColors } from './chart-series';
import { axisTooltip } from './chart-tooltip';
import { legendLayout } from './legend-layout';

export interface BarLineData {
  /** Category labels: dates already as MMM yyyy (toDateLabels), or names. */
  categories: readonly string[];
  bars: readonly ChartSeries[];
  lines: readonly ChartSeries[];
  displayType: DisplayType;
  /** When the lines are in another unit (a rate beside dollars) they get a right-hand axis. */
  lineDisplayType?: DisplayType;
}

function values(series: ChartSeries, length: number): (number | null)[] {
  return Array.from({ length }, (_, i) => finiteOrNull(series.values[i]));
}

/** Per category, the sum of the positive bar values: the top of a stack. */
function stackTops(bars: readonly ChartSeries[], length: number): number[] {
  return Array.from({ length }, (_, i) =>
    bars.reduce((sum, s) => sum + Math.max(0, finiteOrNull(s.values[i]) ?? 0), 0),
  );
}

function buildBarLine(data: BarLineData, stacked: boolean): ChartOption {
  const length = data.categories.length;
  const colors = seriesColors([...data.bars, ...data.lines]);
  const secondAxis =
    data.lineDisplayType !== undefined && data.lineDisplayType !== data.displayType;
  const lineType = data.lineDisplayType ?? data.displayType;
  const { legend, grid } = legendLayout(data.bars.length);
  const barValues = stacked
    ? stackTops(data.bars, length)
    : data.bars.flatMap((s) => values(s, length));
  const lineValues = data.lines.flatMap((s) => values(s, length));
  const bars: BarSeriesOption[] = data.bars.map((s, i) => ({
    type: 'bar',
    name: s.name,
    data: values(s, length),
    color: colors[i],
    ...(stacked ? { stack: 'total' } : {}),
  }));
  const lines: LineSeriesOption[] = data.lines.map((s, i) => ({
    type: 'line',
    name: s.name,
    data: values(s, length),
    color: colors[data.bars.length + i],
    yAxisIndex: secondAxis ? 1 : 0,
    connectNulls: false,
    z: 5,
  }));
  const lineNames = new Set(data.lines.map((s) => s.name));
  return {
    animation: false,
    grid,
    legend,
    tooltip: axisTooltip((name) => (lineNames.has(name) ? lineType : data.displayType), {
      shadow: true,
    }),
    xAxis: { type: 'category', data: [...data.categories] },
    yAxis: secondAxis
      ? [
          valueAxis(data.displayType, axisMaximum(barValues)),
          { ...valueAxis(lineType, axisMaximum(lineValues)), splitLine: { show: false } },
        ]
      : valueAxis(data.displayType, axisMaximum([...barValues, ...lineValues])),
    series: [...bars, ...lines],
  };
}

/**
 * The stacked bar plus line chart (spec 2 section 2.10): bars stacked per category, lines over
 * them. The axis runs to 1.1 × the largest stack top or line value (section 9); the legend moves
 * up with more than 8 bar series.
 */
export function buildStackedBarLineOptions(data: BarLineData): ChartOption {
  return buildBarLine(data, true);
}

/**
 * The bar-line clustered chart (spec 2 section 2.10): bars side by side per category, lines
 * over them; axis 1.1 × the largest single value; legend up with more than 8 bar series.
 */
export function buildBarLineClusteredOptions(data: BarLineData): ChartOption {
  return buildBarLine(data, false);
}

/** spec 2 section 9: clustered chart 250, or 275 when the legend moves up and takes a row. */
export function barLineClusteredHeight(barSeriesCount: number): number {
  const { compact, tall } = CHART_HEIGHTS.barLineClustered;
  return barSeriesCount > 8 ? tall : compact;
}

/** The text alternative and export: one row per category, one column per bar and line. */
export function barLineTable(data: BarLineData, categoryHeader = 'Date'): ExportTable {
  const all = [
    ...data.bars.map((s) => ({ s, type: data.displayType })),
    ...data.lines.map((s) => ({ s, type: data.lineDisplayType ?? data.displayType })),
  ];
  return {
    columns: [
      { key: 'category', header: categoryHeader },
      ...all.map(({ s, type }, i) => ({ key: `s${i}`, header: s.name, displayType: type })),
    ],
    rows: data.categories.map((category, c) => {
      const row: Record<string, string | number | null> = { category };
      all.forEach(({ s }, i) => {
        row[`s${i}`] = finiteOrNull(s.values[c]);
      });
      return row;
    }),
  };
}
