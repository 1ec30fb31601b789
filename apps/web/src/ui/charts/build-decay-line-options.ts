import { decayAxisMinimum, decayChartThousands } from '@app/core/analytics/decay';
import { formatNumber } from '@app/core/format/format-metric-value';
import type { ExportTable } from '../export/export-table';
import type { ChartOption, LineSeriesOption } from './chart-option';
import { CHART_PALETTE, INSTITUTION_COLOR, RATE_PALETTE } from './chart-palette';
import { axisTooltip } from './chart-tooltip';
import { toDateLabels } from './date-labels';

/** spec 2 section 2.9: the two forms of the decay line chart (the second is spelt so). */
export type DecayChartType = 'm2Balance' | 'adustedBalance';

export const DECAY_BANK_AXIS_TITLE = "Bank ('000's)";
export const DECAY_M2_AXIS_TITLE = 'M2 (in Trillions)';
export const ACTUAL_BALANCE_NAME = 'Actual Balance';
export const STABLE_BALANCE_NAME = 'Stable Balance';
export const M2_NAME = 'M2 Money Supply';

export interface DecayLineData {
  chartType: DecayChartType;
  /** Report dates of the balance points. */
  dates: readonly string[];
  /** Balances in dollars (the API's values). */
  actual: readonly number[];
  stable: readonly number[];
  /** M2 by report date, in billions (/api/rate/m2); only the m2Balance form reads it. */
  m2?: ReadonlyMap<string, number>;
  /**
   * The points are months (own data's monthly decay): M2 is held at quarter ends only, so its
   * line joins them across the months between.
   */
  monthly?: boolean;
}

const STABLE_COLOR = CHART_PALETTE[2];
const M2_COLOR = RATE_PALETTE[0];

/** M2 comes in billions; the axis reads trillions (spec 2 section 2.9). */
function m2Trillions(data: DecayLineData): (number | null)[] {
  return data.dates.map((date) => {
    const value = data.m2?.get(date);
    return typeof value === 'number' && Number.isFinite(value)
      ? Number((value / 1000).toFixed(4))
      : null;
  });
}

/**
 * The decay line chart (spec 2 sections 2.9 and 9; height 400): Actual Balance and Stable
 * Balance in thousands truncated to whole numbers on the "Bank ('000's)" axis, and in the
 * m2Balance form M2 on a second axis 'M2 (in Trillions)'. Axis minimums are 0.85 × the lowest
 * bank value and 0.9 × the lowest M2 value.
 */
export function buildDecayLineOptions(data: DecayLineData): ChartOption {
  const actual = data.actual.map(decayChartThousands);
  const stable = data.stable.map(decayChartThousands);
  const withM2 = data.chartType === 'm2Balance';
  const m2 = withM2 ? m2Trillions(data) : [];
  const bankMin = decayAxisMinimum([...actual, ...stable], 'bank');
  const m2Min = decayAxisMinimum(m2, 'm2');
  const series: LineSeriesOption[] = [
    {
      type: 'line',
      name: ACTUAL_BALANCE_NAME,
      data: actual,
      color: INSTITUTION_COLOR,
      lineStyle: { width: 3 },
      showSymbol: data.dates.length <= 24,
      yAxisIndex: 0,
    },
    {
      type: 'line',
      name: STABLE_BALANCE_NAME,
      data: stable,
      color: STABLE_COLOR,
      lineStyle: { width: 2, type: 'dashed' },
      showSymbol: false,
      yAxisIndex: 0,
    },
  ];
  if (withM2) {
    series.splice(1, 0, {
      type: 'line',
      name: M2_NAME,
      data: m2,
      color: M2_COLOR,
      lineStyle: { width: 2 },
      showSymbol: false,
      connectNulls: data.monthly === true,
      yAxisIndex: 1,
    });
  }
  // Each axis names what it measures above it (as the regression charts do): a name along the
  // axis sat on its labels, which are as wide as the balances. The minimum is the data's, not a
  // round step: its label would sit on the first date's, so only its grid line is drawn.
  const bankAxis = {
    type: 'value' as const,
    name: DECAY_BANK_AXIS_TITLE,
    nameLocation: 'end' as const,
    nameTextStyle: { align: 'left' as const },
    min: bankMin === null ? undefined : Math.floor(bankMin),
    axisLabel: {
      formatter: (value: number) => formatNumber(value, 0),
      showMinLabel: bankMin === null,
    },
  };
  const m2Axis = {
    type: 'value' as const,
    name: DECAY_M2_AXIS_TITLE,
    nameLocation: 'end' as const,
    nameTextStyle: { align: 'right' as const },
    min: m2Min === null ? undefined : Number(m2Min.toFixed(2)),
    splitLine: { show: false },
    axisLabel: {
      formatter: (value: number) => formatNumber(value, 1),
      showMinLabel: m2Min === null,
    },
  };
  return {
    animation: false,
    legend: { top: 0 },
    grid: { top: 56, bottom: 24, left: 8, right: 16, containLabel: true },
    tooltip: axisTooltip((name) => (name === M2_NAME ? 'DEC' : 'INT')),
    xAxis: { type: 'category', data: toDateLabels(data.dates), boundaryGap: false },
    yAxis: withM2 ? [bankAxis, m2Axis] : [bankAxis],
    series,
  };
}

/** The text alternative and export: the same numbers as drawn (thousands; M2 in trillions). */
export function decayLineTable(data: DecayLineData): ExportTable {
  const withM2 = data.chartType === 'm2Balance';
  const m2 = m2Trillions(data);
  return {
    columns: [
      { key: 'reportDate', header: 'Date', isDate: true },
      { key: 'actual', header: `${ACTUAL_BALANCE_NAME} ('000's)`, displayType: 'INT' },
      ...(withM2
        ? [{ key: 'm2', header: `${M2_NAME} (Trillions)`, displayType: 'DEC' as const }]
        : []),
      { key: 'stable', header: `${STABLE_BALANCE_NAME} ('000's)`, displayType: 'INT' },
    ],
    rows: data.dates.map((reportDate, i) => ({
      reportDate,
      actual: decayChartThousands(data.actual[i] ?? 0),
      ...(withM2 ? { m2: m2[i] ?? null } : {}),
      stable: decayChartThousands(data.stable[i] ?? 0),
    })),
  };
}
