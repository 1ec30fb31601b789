import type { DisplayType } from '@app/core/domain/display-type';
import { axisMaximum, valueAxis } from './axis-maximum';
import type { ChartOption, LineSeriesOption } from './chart-option';
import type { TimeSeriesData } from './chart-series';
import { finiteOrNull, seriesColors } from './chart-series';
import { axisTooltip } from './chart-tooltip';
import { toDateLabels } from './date-labels';
import { legendLayout } from './legend-layout';

/** Rates are quarterly averages in percent (packages/core/src/api/rates.ts). */
export const RATE_DISPLAY_TYPE: DisplayType = 'PCT';

/**
 * The correlation chart (spec 2 section 2.7, height 400): the rate, the peer and the
 * institution over the same dates. The metric keeps its own axis on the left by its display
 * type and the rate (percent) gets the right-hand axis, unless the metric is itself a percent,
 * when both share one axis so their levels compare. Each axis runs to 1.1 × its largest value.
 * Series roles set colours: institution 0, peer 1, the rate its own. Use timeSeriesTable for the
 * text alternative.
 */
export function buildCorrelationOptions(
  data: TimeSeriesData,
  settings: { showLegend?: boolean } = {},
): ChartOption {
  const colors = seriesColors(data.series);
  const rateNames = new Set(data.series.filter((s) => s.role === 'rate').map((s) => s.name));
  const shared = data.displayType === RATE_DISPLAY_TYPE;
  const { legend, grid } = legendLayout(0, settings.showLegend ?? true);
  const values = (role: 'rate' | 'metric') =>
    data.series.filter((s) => (s.role === 'rate') === (role === 'rate')).flatMap((s) => s.values);
  const series: LineSeriesOption[] = data.series.map((s, i) => ({
    type: 'line',
    name: s.name,
    data: data.dates.map((_, d) => finiteOrNull(s.values[d])),
    color: colors[i],
    yAxisIndex: s.role === 'rate' && !shared ? 1 : 0,
    connectNulls: false,
    showSymbol: data.dates.length <= 24,
    lineStyle: {
      width: s.role === 'institution' ? 3 : 2,
      type: s.role === 'rate' ? 'dashed' : 'solid',
    },
  }));
  return {
    animation: false,
    grid,
    legend,
    tooltip: axisTooltip((name) => (rateNames.has(name) ? RATE_DISPLAY_TYPE : data.displayType)),
    xAxis: { type: 'category', data: toDateLabels(data.dates), boundaryGap: false },
    yAxis: shared
      ? valueAxis(data.displayType, axisMaximum(data.series.flatMap((s) => s.values)))
      : [
          valueAxis(data.displayType, axisMaximum(values('metric'))),
          {
            ...valueAxis(RATE_DISPLAY_TYPE, axisMaximum(values('rate'))),
            splitLine: { show: false },
          },
        ],
    series,
  };
}
