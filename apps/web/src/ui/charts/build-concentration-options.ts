import { formatAxisValue } from '@app/core/format/format-axis-value';
import type { BarSeriesOption, ChartOption } from './chart-option';
import type { CategoryData } from './chart-series';
import { finiteOrNull, seriesColors } from './chart-series';
import { axisTooltip } from './chart-tooltip';
import { legendLayout } from './legend-layout';

/** spec 2 sections 2.10 and 9: the concentration axis runs 0 to 100% in steps of 25. */
export const CONCENTRATION_AXIS = { min: 0, max: 100, interval: 25 } as const;

/**
 * The concentration chart (spec 2 section 2.10): each category's composition as stacked shares
 * in percent (values are PCT, 0 to 100). The axis is fixed at 0 to 100% by 25, not 1.1 × the
 * largest value: shares are read against the whole. Tooltip values are shown as PCT whatever
 * the data's display type, since the stack is of shares.
 */
export function buildConcentrationOptions(data: CategoryData): ChartOption {
  const colors = seriesColors(data.series);
  const { legend, grid } = legendLayout(data.series.length);
  const series: BarSeriesOption[] = data.series.map((s, i) => ({
    type: 'bar',
    name: s.name,
    stack: 'share',
    color: colors[i],
    data: data.categories.map((_, c) => finiteOrNull(s.values[c])),
  }));
  return {
    animation: false,
    grid,
    legend,
    tooltip: axisTooltip(() => 'PCT', { shadow: true }),
    xAxis: { type: 'category', data: [...data.categories] },
    yAxis: {
      type: 'value',
      ...CONCENTRATION_AXIS,
      axisLabel: { formatter: (value: number) => formatAxisValue(value, 'PCT') },
    },
    series,
  };
}
