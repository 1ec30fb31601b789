import { formatAxisValue } from '@app/core/format/format-axis-value';
import { formatMetricValue } from '@app/core/format/format-metric-value';
import type { ExportTable } from '../export/export-table';
import { axisMaximum } from './axis-maximum';
import { CHART_HEIGHTS } from './chart-heights';
import type { BarSeriesOption, ChartOption } from './chart-option';
import type { CategoryData } from './chart-series';
import { finiteOrNull, seriesColors } from './chart-series';
import { axisTooltip } from './chart-tooltip';
import { legendLayout } from './legend-layout';

/**
 * spec 2 section 9: horizontal bar 200 or 275. Our reading: 200 holds up to 4 category rows of
 * institution and peer bars; more rows take the tall 275 so bars stay readable.
 */
export function horizontalBarHeight(categoryCount: number): number {
  return categoryCount > 4 ? CHART_HEIGHTS.horizontalBar.tall : CHART_HEIGHTS.horizontalBar.compact;
}

/**
 * The horizontal bar chart (spec 2 section 2.10): categories down the side (first at the top),
 * one bar per series (institution colour 0, peer colour 1), the value at the bar's end by display
 * type, the axis to 1.1 × the largest value.
 */
export function buildHorizontalBarOptions(data: CategoryData): ChartOption {
  const colors = seriesColors(data.series);
  const { legend, grid } = legendLayout(data.series.length);
  const series: BarSeriesOption[] = data.series.map((s, i) => ({
    type: 'bar',
    name: s.name,
    color: colors[i],
    data: data.categories.map((_, c) => finiteOrNull(s.values[c])),
    label: {
      show: true,
      position: 'right',
      formatter: (params: { value?: unknown }) =>
        formatMetricValue(typeof params.value === 'number' ? params.value : null, data.displayType),
    },
  }));
  return {
    animation: false,
    grid: { ...grid, right: 56 },
    legend,
    tooltip: axisTooltip(() => data.displayType, { shadow: true }),
    yAxis: { type: 'category', inverse: true, data: [...data.categories] },
    xAxis: {
      type: 'value',
      max: axisMaximum(data.series.flatMap((s) => s.values)),
      axisLabel: {
        // The 1.1 × maximum is rarely a round tick; its label would crowd the one below.
        showMaxLabel: false,
        formatter: (value: number) => formatAxisValue(value, data.displayType),
      },
    },
    series,
  };
}

/** The text alternative and export of a category chart: one row per category. */
export function categoryTable(data: CategoryData, categoryHeader = 'Category'): ExportTable {
  return {
    columns: [
      { key: 'category', header: categoryHeader },
      ...data.series.map((s, i) => ({
        key: `s${i}`,
        header: s.name,
        displayType: data.displayType,
      })),
    ],
    rows: data.categories.map((category, c) => {
      const row: Record<string, string | number | null> = { category };
      data.series.forEach((s, i) => {
        row[`s${i}`] = finiteOrNull(s.values[c]);
      });
      return row;
    }),
  };
}
