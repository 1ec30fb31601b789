import type { DisplayType } from '@app/core/domain/display-type';
import { formatAxisValue } from '@app/core/format/format-axis-value';
import { formatTrendLineFormula } from '@app/core/format/format-trend-line-formula';
import type { ExportTable } from '../export/export-table';
import type { ChartOption } from './chart-option';
import { INSTITUTION_COLOR, PEER_COLOR, RATE_PALETTE } from './chart-palette';
import { axisTooltip } from './chart-tooltip';
import { toDateLabels } from './date-labels';

export const PREDICTED_NAME = 'Predicted';
export const ACTUAL_NAME = 'Actual';

export interface RegressionTimeSeriesData {
  dates: readonly string[];
  /** The market rate (percent) by date. */
  rate: readonly (number | null)[];
  /** The institution's metric by date. */
  actual: readonly (number | null)[];
  rateName: string;
  /** The metric's title: the left axis's name. */
  metricName: string;
  displayType: DisplayType;
  slope: number | null;
  intercept: number | null;
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The fitted value intercept + slope × rate; null without a fit or a rate (no invented points). */
export function predictedValues(data: RegressionTimeSeriesData): (number | null)[] {
  const { slope, intercept } = data;
  return data.rate.map((r) =>
    finite(r) && finite(slope) && finite(intercept)
      ? Number((intercept + slope * r).toPrecision(12))
      : null,
  );
}

/**
 * The time-series regression chart (spec 2 section 2.8; height 400): the market rate as bars
 * (percent axis), the metric as predicted by the least-squares fit as a dashed line and the
 * actual metric as a solid line, with the formula 'y = slope x + intercept' (2 decimals).
 */
export function buildRegressionTimeSeriesOptions(data: RegressionTimeSeriesData): ChartOption {
  const predicted = predictedValues(data);
  return {
    animation: false,
    title: {
      text: formatTrendLineFormula(data.slope, data.intercept),
      right: 8,
      top: 0,
      textStyle: { fontSize: 12, fontWeight: 'normal' },
    },
    legend: { top: 0, left: 0 },
    grid: { top: 56, bottom: 24, left: 8, right: 16, containLabel: true },
    tooltip: axisTooltip((name) => (name === data.rateName ? 'PCT' : data.displayType)),
    xAxis: { type: 'category', data: toDateLabels(data.dates) },
    // Each axis names what it measures above it: the metric on the left, the rate on the right.
    yAxis: [
      {
        type: 'value',
        scale: true,
        name: data.metricName,
        nameLocation: 'end',
        nameTextStyle: { align: 'left' },
        axisLabel: { formatter: (value: number) => formatAxisValue(value, data.displayType) },
      },
      {
        type: 'value',
        splitLine: { show: false },
        name: data.rateName,
        nameLocation: 'end',
        nameTextStyle: { align: 'right' },
        axisLabel: { formatter: (value: number) => formatAxisValue(value, 'PCT') },
      },
    ],
    series: [
      {
        type: 'bar',
        name: data.rateName,
        color: RATE_PALETTE[0],
        yAxisIndex: 1,
        barMaxWidth: 24,
        data: data.rate.map((v) => (finite(v) ? v : null)),
      },
      {
        type: 'line',
        name: PREDICTED_NAME,
        color: PEER_COLOR,
        lineStyle: { type: 'dashed', width: 2 },
        showSymbol: false,
        connectNulls: false,
        data: predicted,
        z: 3,
      },
      {
        type: 'line',
        name: ACTUAL_NAME,
        color: INSTITUTION_COLOR,
        lineStyle: { width: 3 },
        connectNulls: false,
        data: data.actual.map((v) => (finite(v) ? v : null)),
        z: 4,
      },
    ],
  };
}

/** The text alternative and export: date, rate, predicted and actual. */
export function regressionTimeSeriesTable(data: RegressionTimeSeriesData): ExportTable {
  const predicted = predictedValues(data);
  return {
    columns: [
      { key: 'reportDate', header: 'Date', isDate: true },
      { key: 'rate', header: data.rateName, displayType: 'PCT' },
      { key: 'predicted', header: PREDICTED_NAME, displayType: data.displayType },
      { key: 'actual', header: ACTUAL_NAME, displayType: data.displayType },
    ],
    rows: data.dates.map((reportDate, i) => ({
      reportDate,
      rate: data.rate[i] ?? null,
      predicted: predicted[i] ?? null,
      actual: data.actual[i] ?? null,
    })),
  };
}
