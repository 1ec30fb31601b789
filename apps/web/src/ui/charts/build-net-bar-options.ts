import { formatAxisValue } from '@app/core/format/format-axis-value';
import { formatNetBarLabel } from '@app/core/format/format-net-bar-label';
import type { ExportTable } from '../export/export-table';
import { CHART_HEIGHTS } from './chart-heights';
import type { BarSeriesOption, ChartOption } from './chart-option';
import type { ChartSeries } from './chart-series';
import { finiteOrNull, seriesColors } from './chart-series';
import { axisTooltip } from './chart-tooltip';
import { legendLayout } from './legend-layout';

/** spec 2 section 3, Chart data: a net bar row is the net, an addition or a subtraction. */
export type NetCompType = 'NET' | 'PLUS' | 'MINUS';

export interface NetBarSeries extends ChartSeries {
  compType: NetCompType;
}

export interface NetBarData {
  categories: readonly string[];
  /** Values in percent (PCT): net bar labels read 0.123% (spec 2 section 9). */
  series: readonly NetBarSeries[];
}

/** How many intervals the value axis aims for (ECharts rounds them to whole steps). */
export const NET_BAR_AXIS_INTERVALS = 2;

/** The widest a subject's name runs under its bars before it wraps, in pixels. */
export const NET_BAR_NAME_WIDTH = 110;

/** spec 2 section 9: net bar 100, or 150 when it holds more than one category. */
export function netBarHeight(categoryCount: number): number {
  return categoryCount > 1 ? CHART_HEIGHTS.netBar.tall : CHART_HEIGHTS.netBar.compact;
}

/** A MINUS row is a subtraction: drawn below zero whatever sign the data carries. */
function signed(compType: NetCompType, value: number | null): number | null {
  if (value === null) return null;
  return compType === 'MINUS' ? -Math.abs(value) : value;
}

/**
 * The net bar chart (spec 2 sections 2.10 and 9): PLUS and MINUS rows stacked on one bar
 * (additions above zero, subtractions below), the NET row as its own bar beside them. Each bar
 * is labelled with formatNetBarLabel: three decimals and '< 0.001%' for values below 0.001 that
 * are not 0. The axis is symmetric-free (ECharts fits both signs); 1.1 × the largest value does
 * not apply to a chart that runs below zero.
 */
export function buildNetBarOptions(data: NetBarData): ChartOption {
  const colors = seriesColors(data.series);
  const { legend, grid } = legendLayout(data.series.length);
  const series: BarSeriesOption[] = data.series.map((s, i) => ({
    type: 'bar',
    name: s.name,
    color: colors[i],
    ...(s.compType === 'NET' ? {} : { stack: 'flow' }),
    data: data.categories.map((_, c) => signed(s.compType, finiteOrNull(s.values[c]))),
    label: {
      show: true,
      position: s.compType === 'MINUS' ? 'bottom' : 'top',
      formatter: (params: { value?: unknown }) =>
        formatNetBarLabel(typeof params.value === 'number' ? params.value : null),
    },
  }));
  return {
    animation: false,
    grid,
    legend,
    tooltip: axisTooltip(() => 'PCT', { shadow: true }),
    // Every subject named, a long name wrapping under its bars (ECharts would hide the second
    // name of two on a phone rather than let them touch).
    xAxis: {
      type: 'category',
      data: [...data.categories],
      axisLabel: { interval: 0, width: NET_BAR_NAME_WIDTH, overflow: 'break' },
    },
    yAxis: {
      type: 'value',
      // The plot is 100 to 150 px high: two or three intervals keep its labels apart.
      splitNumber: NET_BAR_AXIS_INTERVALS,
      axisLabel: { formatter: (value: number) => formatAxisValue(value, 'PCT') },
    },
    series,
  };
}

/** The text alternative and export: the values as the chart draws them (MINUS negative). */
export function netBarTable(data: NetBarData, categoryHeader = 'Category'): ExportTable {
  return {
    columns: [
      { key: 'category', header: categoryHeader },
      ...data.series.map((s, i) => ({ key: `s${i}`, header: s.name, displayType: 'PCT' as const })),
    ],
    rows: data.categories.map((category, c) => {
      const row: Record<string, string | number | null> = { category };
      data.series.forEach((s, i) => {
        row[`s${i}`] = signed(s.compType, finiteOrNull(s.values[c]));
      });
      return row;
    }),
  };
}
