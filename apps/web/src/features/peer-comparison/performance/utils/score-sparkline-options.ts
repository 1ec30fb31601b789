import { SCORE_LABELS, type QuintileScore } from '@app/core/analytics/quintile-score';
import type { DisplayType } from '@app/core/domain/display-type';
import type { ChartOption, LineSeriesOption } from '../../../../ui/charts/chart-option';
import {
  finiteOrNull,
  midlineMark,
  seriesColors,
  type TimeSeriesData,
} from '../../../../ui/charts/chart-series';
import { axisTooltipFormatter } from '../../../../ui/charts/chart-tooltip';
import { toDateLabels } from '../../../../ui/charts/date-labels';

/** The score axis: 1 (Low) to 5 (High), a line at 3 (Average) where the percentile had 50. */
export const SCORE_AXIS = { min: 1, max: 5, midline: 3 } as const;

/**
 * A score tile's sparkline (issue 23): the score itself on a 1 to 5 axis, the institution and
 * the peer (an institution's score, or the group's mean score). The percentile rank of a score
 * among its peers' scores stepped between 0, 20 and 40%, and a year at "0%" (score 1, none
 * lower) read as no data.
 */
export function buildScoreSparklineOptions(
  data: TimeSeriesData,
  peerDisplayType: DisplayType,
): ChartOption {
  const colors = seriesColors(data.series);
  const displayTypeOf = (name: string): DisplayType =>
    data.series.find((s) => s.name === name)?.role === 'institution' ? 'INT' : peerDisplayType;
  const series: LineSeriesOption[] = data.series.map((s, i) => ({
    type: 'line',
    name: s.name,
    data: data.dates.map((_, d) => finiteOrNull(s.values[d])),
    color: colors[i],
    // A dot per quarter: a quarter alone (one report, or between gaps) draws no line.
    showSymbol: true,
    symbolSize: 4,
    connectNulls: false,
    lineStyle: { width: 2 },
    ...(i === 0 ? { markLine: midlineMark(SCORE_AXIS.midline) } : {}),
  }));
  return {
    animation: false,
    grid: { top: 8, bottom: 8, left: 8, right: 8, containLabel: true },
    legend: { show: false },
    tooltip: { trigger: 'axis', formatter: axisTooltipFormatter(displayTypeOf) },
    xAxis: {
      type: 'category',
      data: toDateLabels(data.dates),
      boundaryGap: false,
      axisLabel: { show: false },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      min: SCORE_AXIS.min,
      max: SCORE_AXIS.max,
      interval: 1,
      axisLabel: { formatter: scoreAxisLabel },
    },
    series,
  };
}

/** "1 Low", "3 Average", "5 High"; the scores between by their number only, to keep it short. */
export function scoreAxisLabel(value: number): string {
  const score = value as QuintileScore;
  return value === 1 || value === 3 || value === 5 ? `${value} ${SCORE_LABELS[score]}` : `${value}`;
}
