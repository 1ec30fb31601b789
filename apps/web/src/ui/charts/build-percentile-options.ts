import { formatAxisValue } from '@app/core/format/format-axis-value';
import type { ChartOption, LineSeriesOption } from './chart-option';
import type { ChartSeries } from './chart-series';
import { finiteOrNull, midlineMark, seriesColors } from './chart-series';
import { axisTooltipFormatter } from './chart-tooltip';
import { toDateLabels } from './date-labels';

/** spec 2 sections 2.10 and 9: the percentile axis runs 0 to 100 with a midline at 50. */
export const PERCENTILE_AXIS = { min: 0, max: 100, midline: 50 } as const;

export interface PercentileData {
  dates: readonly string[];
  /** Percentile ranks as fractions 0 to 1 (PCT2, as the percentile API answers). */
  series: readonly ChartSeries[];
}

export interface PercentileOptionsSettings {
  /** 'sparkline': the performance tile (ticks 0, 50, 100, no legend); 'trend': the drawer chart. */
  variant: 'sparkline' | 'trend';
}

/** A fraction as a percentile 0 to 100, without float noise (0.123 × 100 is 12.3). */
function toPercent(value: number | null | undefined): number | null {
  const fraction = finiteOrNull(value);
  return fraction === null ? null : Number((fraction * 100).toPrecision(12));
}

/**
 * The sparkline (spec 2 section 2.10, height 150) and the percentile rank trend (section 2.5,
 * height 150): a fixed 0 to 100 axis, not 1.1 × the largest value, because a percentile's scale
 * is the whole range, and a dashed midline at 50 marking the peer median. Axis labels follow the
 * PCT2 rule, "value times 100 with %" (section 9); tooltips show two decimals, '--' for nulls.
 */
export function buildPercentileOptions(
  data: PercentileData,
  settings: PercentileOptionsSettings,
): ChartOption {
  const sparkline = settings.variant === 'sparkline';
  const colors = seriesColors(data.series);
  const series: LineSeriesOption[] = data.series.map((s, i) => ({
    type: 'line',
    name: s.name,
    data: data.dates.map((_, d) => toPercent(s.values[d])),
    color: colors[i],
    // A sparkline of one quarter (a one-quarter import) is a dot, not nothing.
    showSymbol: !sparkline || data.dates.length === 1,
    symbolSize: 5,
    connectNulls: false,
    lineStyle: { width: 2 },
    ...(i === 0 ? { markLine: midlineMark(PERCENTILE_AXIS.midline) } : {}),
  }));
  return {
    animation: false,
    grid: sparkline
      ? { top: 8, bottom: 8, left: 8, right: 8, containLabel: true }
      : { top: 16, bottom: 8, left: 8, right: 16, containLabel: true },
    legend: { show: false },
    tooltip: { trigger: 'axis', formatter: axisTooltipFormatter(() => 'PCT') },
    xAxis: {
      type: 'category',
      data: toDateLabels(data.dates),
      boundaryGap: false,
      axisLabel: { show: !sparkline },
      axisTick: { show: !sparkline },
    },
    yAxis: {
      type: 'value',
      min: PERCENTILE_AXIS.min,
      max: PERCENTILE_AXIS.max,
      interval: sparkline ? 50 : 25,
      axisLabel: { formatter: (value: number) => formatAxisValue(value / 100, 'PCT2') },
    },
    series,
  };
}
