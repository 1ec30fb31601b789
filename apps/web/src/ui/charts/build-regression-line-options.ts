import type { DisplayType } from '@app/core/domain/display-type';
import { formatAxisValue } from '@app/core/format/format-axis-value';
import { formatTooltipValue } from '@app/core/format/format-tooltip-value';
import { formatTrendLineFormula } from '@app/core/format/format-trend-line-formula';
import type { ExportTable } from '../export/export-table';
import type { ChartOption } from './chart-option';
import { INSTITUTION_COLOR, RATE_PALETTE } from './chart-palette';
import { escapeHtml, itemTooltipFormatter } from './chart-tooltip';

export interface RegressionPoint {
  /** The rate (percent). */
  x: number | null;
  /** The metric. */
  y: number | null;
  reportDate?: string;
}

export interface RegressionLineData {
  points: readonly RegressionPoint[];
  slope: number | null;
  intercept: number | null;
  xLabel: string;
  yLabel: string;
  displayType: DisplayType;
}

function usable(
  points: readonly RegressionPoint[],
): { x: number; y: number; reportDate?: string }[] {
  // spec 2 section 5: only points with both the rate value and the institution value are used.
  return points.flatMap((p) =>
    typeof p.x === 'number' &&
    Number.isFinite(p.x) &&
    typeof p.y === 'number' &&
    Number.isFinite(p.y)
      ? [{ x: p.x, y: p.y, ...(p.reportDate ? { reportDate: p.reportDate } : {}) }]
      : [],
  );
}

/**
 * The regression line chart (spec 2 sections 2.8, 2.10 and 9; height 275 as a widget, 400 on
 * the regression screen): the rate against the metric as points, the least-squares trend line
 * across the points' rate range, and its formula 'y = slope x + intercept' (2 decimals) in the
 * title. No trend line and no formula when slope or intercept is missing.
 */
export function buildRegressionLineOptions(data: RegressionLineData): ChartOption {
  const points = usable(data.points);
  const xs = points.map((p) => p.x);
  const hasLine =
    points.length > 0 &&
    typeof data.slope === 'number' &&
    Number.isFinite(data.slope) &&
    typeof data.intercept === 'number' &&
    Number.isFinite(data.intercept);
  const slope = data.slope ?? 0;
  const intercept = data.intercept ?? 0;
  const line = hasLine
    ? [Math.min(...xs), Math.max(...xs)].map((x) => [
        x,
        Number((slope * x + intercept).toPrecision(12)),
      ])
    : [];
  return {
    animation: false,
    title: {
      text: formatTrendLineFormula(data.slope, data.intercept),
      right: 8,
      top: 0,
      textStyle: { fontSize: 12, fontWeight: 'normal' },
    },
    grid: { top: 40, bottom: 28, left: 8, right: 16, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: itemTooltipFormatter((p) => {
        const [x, y] = Array.isArray(p.value) ? p.value : [];
        const rate = formatTooltipValue(typeof x === 'number' ? x : null, 'PCT');
        const value = formatTooltipValue(typeof y === 'number' ? y : null, data.displayType);
        return `${escapeHtml(data.xLabel)}: <b>${escapeHtml(rate)}</b><br/>${escapeHtml(data.yLabel)}: <b>${escapeHtml(value)}</b>`;
      }),
    },
    xAxis: {
      type: 'value',
      scale: true,
      name: data.xLabel,
      nameLocation: 'middle',
      nameGap: 24,
      axisLabel: { formatter: (value: number) => formatAxisValue(value, 'PCT') },
    },
    // The metric's name above its axis, where the tick labels' width cannot cover it.
    yAxis: {
      type: 'value',
      scale: true,
      name: data.yLabel,
      nameLocation: 'end',
      nameTextStyle: { align: 'left' },
      axisLabel: { formatter: (value: number) => formatAxisValue(value, data.displayType) },
    },
    series: [
      {
        type: 'scatter',
        name: data.yLabel,
        color: INSTITUTION_COLOR,
        symbolSize: 8,
        data: points.map((p) => [p.x, p.y]),
      },
      {
        type: 'line',
        name: 'Trend line',
        color: RATE_PALETTE[0],
        showSymbol: false,
        silent: true,
        data: line,
      },
    ],
  };
}

/** The text alternative and export: the points used, with their dates when known. */
export function regressionTable(data: RegressionLineData): ExportTable {
  return {
    columns: [
      { key: 'reportDate', header: 'Date', isDate: true },
      { key: 'x', header: data.xLabel, displayType: 'PCT' },
      { key: 'y', header: data.yLabel, displayType: data.displayType },
    ],
    rows: usable(data.points).map((p) => ({ reportDate: p.reportDate ?? null, x: p.x, y: p.y })),
  };
}
