import type {
  CycleBetaResult,
  LagSearchResult,
  RollingBetaResult,
  ScenarioResult,
} from '@app/core/api/beta-suite';
import type { ChartOption, LineSeriesOption } from '../../../../ui/charts/chart-option';
import { CHART_PALETTE, INSTITUTION_COLOR, OTHER_COLOR } from '../../../../ui/charts/chart-palette';
import { periodLabel, periodNoun } from '../beta-format';
import { betaBinLabel, type HistogramBin } from './beta-chart-tables';

const GRID = { left: 56, right: 16, top: 36, bottom: 40, containLabel: true };
const valueAxis = (name: string) => ({
  type: 'value' as const,
  name,
  nameTextStyle: { align: 'left' as const },
  scale: true,
});

/** The cumulative cycle beta at each quarter of the window; gaps where it is missing. */
export function cycleBetaPathOption(
  data: CycleBetaResult,
  /** The call report's path over the same cycle, beside the own data's (issue 29). */
  callReport?: CycleBetaResult | null,
): ChartOption {
  const byDate = new Map(callReport?.path.map((p) => [p.reportDate, p.cumulativeBeta]) ?? []);
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    ...(callReport ? { legend: { top: 0 } } : {}),
    xAxis: {
      type: 'category',
      data: data.path.map((p) => periodLabel(p.reportDate, data.frequency)),
    },
    yAxis: valueAxis('Cumulative beta'),
    series: [
      {
        type: 'line',
        name: callReport ? data.metricTitle : 'Cumulative beta',
        color: INSTITUTION_COLOR,
        data: data.path.map((p) => p.cumulativeBeta),
        connectNulls: false,
      },
      ...(callReport
        ? [
            {
              type: 'line' as const,
              name: `Call report: ${callReport.metricTitle}`,
              color: CHART_PALETTE[1],
              lineStyle: { type: 'dashed' as const },
              data: data.path.map((p) => byDate.get(p.reportDate) ?? null),
              connectNulls: false,
            },
          ]
        : []),
    ],
  };
}

/**
 * Each rolling window's beta as a line with its 95% interval as a band: the band is the lower
 * bound (invisible) with the interval's width stacked on it, so nulls leave gaps in both.
 */
export function rollingBetaOption(data: RollingBetaResult): ChartOption {
  const dates = [
    ...new Set(data.rollingBetas.flatMap((w) => w.points.map((p) => p.reportDate))),
  ].sort();
  const series: LineSeriesOption[] = data.rollingBetas.flatMap((w, i) => {
    const color = CHART_PALETTE[i % CHART_PALETTE.length];
    const byDate = new Map(w.points.map((p) => [p.reportDate, p.estimate]));
    const at = (read: (e: NonNullable<ReturnType<typeof byDate.get>>) => number) =>
      dates.map((d) => {
        const e = byDate.get(d);
        return e ? read(e) : null;
      });
    const name = `${w.windowQuarters}-${periodNoun(data.frequency, 1)} beta`;
    const stack = `band-${w.windowQuarters}`;
    return [
      {
        type: 'line',
        name,
        color,
        data: at((e) => e.beta),
        connectNulls: false,
        z: 3,
      },
      {
        type: 'line',
        name: `${name} 95% low`,
        stack,
        // Lower bounds below 0 must stack with the width too (the default stacks by sign).
        stackStrategy: 'all',
        data: at((e) => e.confidenceInterval[0]),
        lineStyle: { opacity: 0 },
        symbol: 'none',
        tooltip: { show: false },
      },
      {
        type: 'line',
        name: `${name} 95% band`,
        stack,
        stackStrategy: 'all',
        data: at((e) => e.confidenceInterval[1] - e.confidenceInterval[0]),
        lineStyle: { opacity: 0 },
        areaStyle: { color, opacity: 0.15 },
        symbol: 'none',
        tooltip: { show: false },
      },
    ];
  });
  return {
    grid: { ...GRID, top: 48 },
    legend: {
      top: 0,
      data: data.rollingBetas.map(
        (w) => `${w.windowQuarters}-${periodNoun(data.frequency, 1)} beta`,
      ),
    },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: dates.map((d) => periodLabel(d, data.frequency)) },
    yAxis: valueAxis('Beta'),
    series,
  };
}

/** R² at each lag; the best lag in the institution's colour. */
export function lagRSquaredOption(data: LagSearchResult): ChartOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      name: `Lag (${periodNoun(data.frequency, 2)})`,
      data: data.rows.map((r) => String(r.lagQuarters)),
    },
    yAxis: { type: 'value', name: 'R²', min: 0, max: 1 },
    series: [
      {
        type: 'bar',
        name: 'R²',
        data: data.rows.map((r) => ({
          value: r.rSquared,
          itemStyle: { color: r.best ? INSTITUTION_COLOR : OTHER_COLOR },
        })),
      },
    ],
  };
}

/** Institutions per beta bin; the institution's bin in its colour. */
export function betaHistogramOption(bins: readonly HistogramBin[]): ChartOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      name: 'Beta',
      nameLocation: 'middle',
      nameGap: 28,
      data: bins.map(betaBinLabel),
    },
    yAxis: { type: 'value', name: 'Institutions', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: 'Institutions',
        barCategoryGap: '4%',
        data: bins.map((b) => ({
          value: b.count,
          itemStyle: { color: b.institution ? INSTITUTION_COLOR : OTHER_COLOR },
        })),
      },
    ],
  };
}

/** The projected deposit cost of each scenario by quarter. */
export function scenarioPathOption(data: ScenarioResult): ChartOption {
  const shown = data.scenarios.filter((s) => s.projection.length > 0);
  const quarters = [...new Set(shown.flatMap((s) => s.projection.map((p) => p.quarter)))].sort(
    (a, b) => a - b,
  );
  return {
    grid: { ...GRID, top: 56 },
    // Seven scenarios wrap to a second row on a phone, over the axis name: one row that pages.
    legend: { top: 0, type: 'scroll', data: shown.map((s) => s.label) },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      // Under the axis: at its end the name is cut off by the grid's edge.
      name: 'Quarters ahead',
      nameLocation: 'middle',
      nameGap: 28,
      data: ['Now', ...quarters.map((q) => `+${q}`)],
    },
    yAxis: valueAxis('Deposit cost (%)'),
    series: shown.map((s, i) => {
      const byQuarter = new Map(s.projection.map((p) => [p.quarter, p.depositCost]));
      return {
        type: 'line' as const,
        name: s.label,
        color: CHART_PALETTE[i % CHART_PALETTE.length],
        data: [data.startCost, ...quarters.map((q) => byQuarter.get(q) ?? null)],
        connectNulls: false,
      };
    }),
  };
}
