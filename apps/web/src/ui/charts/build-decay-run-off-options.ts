import { decayChartThousands, type RunOffPeriod } from '@app/core/analytics/decay';
import { formatNumber } from '@app/core/format/format-metric-value';
import type { ExportTable } from '../export/export-table';
import type { ChartOption } from './chart-option';
import { INSTITUTION_COLOR, PEER_COLOR } from './chart-palette';
import { axisTooltip } from './chart-tooltip';

export const STRAIGHT_LINE_NAME = 'Straight Line';
export const DECLINE_DECAY_NAME = 'Decline Decay';

/**
 * The decay chart widget (spec 2 section 2.9): the remaining balance by period of the run-off
 * (the API's cashFlow), once as a straight-line decline and once as a percentage (decline)
 * decay, in thousands truncated to whole numbers (spec 2 section 9).
 */
export function buildDecayRunOffOptions(
  cashFlow: readonly RunOffPeriod[],
  /** What a step of the run-off is: 'Month' for own data's monthly decay. */
  period: 'Quarter' | 'Month' = 'Quarter',
): ChartOption {
  return {
    animation: false,
    legend: { top: 0 },
    grid: { top: 36, bottom: 28, left: 8, right: 16, containLabel: true },
    tooltip: axisTooltip(() => 'INT'),
    xAxis: {
      type: 'category',
      name: period,
      nameLocation: 'middle',
      nameGap: 24,
      data: cashFlow.map((step) => String(step.period)),
      boundaryGap: false,
    },
    yAxis: {
      type: 'value',
      name: "Bank ('000's)",
      axisLabel: { formatter: (value: number) => formatNumber(value, 0) },
    },
    series: [
      {
        type: 'line',
        name: STRAIGHT_LINE_NAME,
        color: PEER_COLOR,
        showSymbol: false,
        lineStyle: { width: 2, type: 'dashed' },
        data: cashFlow.map((step) => decayChartThousands(step.straightLineBalance)),
      },
      {
        type: 'line',
        name: DECLINE_DECAY_NAME,
        color: INSTITUTION_COLOR,
        showSymbol: false,
        lineStyle: { width: 3 },
        data: cashFlow.map((step) => decayChartThousands(step.pctDeclineBalance)),
      },
    ],
  };
}

/** The text alternative and export: balance and run-off of both declines by period. */
export function decayRunOffTable(
  cashFlow: readonly RunOffPeriod[],
  period: 'Quarter' | 'Month' = 'Quarter',
): ExportTable {
  return {
    columns: [
      { key: 'period', header: period, displayType: 'INT' },
      { key: 'straightLineBalance', header: `${STRAIGHT_LINE_NAME} Balance`, displayType: 'USD' },
      { key: 'straightLineRunOff', header: `${STRAIGHT_LINE_NAME} Run-off`, displayType: 'USD' },
      { key: 'pctDeclineBalance', header: `${DECLINE_DECAY_NAME} Balance`, displayType: 'USD' },
      { key: 'pctDeclineRunOff', header: `${DECLINE_DECAY_NAME} Run-off`, displayType: 'USD' },
    ],
    rows: cashFlow.map((step) => ({ ...step })),
  };
}
