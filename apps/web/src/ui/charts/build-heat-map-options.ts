import { formatRegressionStatistic } from '@app/core/format/format-regression-statistic';
import { MISSING_VALUE } from '@app/core/format/format-metric-value';
import type { ExportTable } from '../export/export-table';
import type { ChartOption } from './chart-option';
import { HEAT_MAP_DARK_GREEN, HEAT_MAP_WHITE } from './chart-palette';
import { escapeHtml, itemTooltipFormatter } from './chart-tooltip';

/** spec 2 sections 2.7 and 9: the lags, in months, one row each. */
export const HEAT_MAP_LAGS = [0, 3, 6] as const;
export const HEAT_MAP_ROW_LABELS = ['0 Lag', '3-mo Lag', '6-mo Lag'] as const;
/** spec 2 sections 2.7 and 9: 10-year, 5-year, 3-month Treasury and Fed Funds, one column each. */
export const HEAT_MAP_COLUMNS = ['10yr', '5yr', '3mo', 'FedFunds'] as const;
export type HeatMapColumn = (typeof HEAT_MAP_COLUMNS)[number];
export type HeatMapKind = 'beta' | 'rSquared';

export interface HeatMapCell {
  lagMonths: number;
  column: HeatMapColumn;
  value: number | null;
}

export interface HeatMapData {
  kind: HeatMapKind;
  cells: readonly HeatMapCell[];
}

/** The heat map's titles (spec 2 section 2.7). */
export const HEAT_MAP_TITLES: Record<HeatMapKind, string> = {
  beta: 'Beta Heatmap',
  rSquared: 'R² Heatmap',
};

/** The grid as rows of lags by columns of rates; null where no cell or no value. */
export function heatMapGrid(cells: readonly HeatMapCell[]): (number | null)[][] {
  return HEAT_MAP_LAGS.map((lag) =>
    HEAT_MAP_COLUMNS.map((column) => {
      const cell = cells.find((c) => c.lagMonths === lag && c.column === column);
      return typeof cell?.value === 'number' && Number.isFinite(cell.value) ? cell.value : null;
    }),
  );
}

/**
 * A regression heat map (spec 2 sections 2.7 and 9, height 300): rows 0, 3 and 6-month lag,
 * columns 10yr, 5yr, 3mo and FedFunds, each cell labelled to 2 decimals. Beta runs white (lowest)
 * to dark green (highest); R squared the other way, dark green (0) to white (1), on a fixed
 * 0 to 1 scale since R squared is a share. Beta's scale is the values' own range. The colour bar
 * under the map is labelled with its two ends. A missing cell is left blank with '-' as its label.
 */
export function buildHeatMapOptions(data: HeatMapData): ChartOption {
  const grid = heatMapGrid(data.cells);
  const present = grid.flat().filter((v): v is number => v !== null);
  const isBeta = data.kind === 'beta';
  const min = isBeta ? Math.min(0, ...present) : 0;
  const max = isBeta ? Math.max(min + 1e-9, ...present) : 1;
  const points = grid.flatMap((row, r) =>
    row.map((value, c) => ({ value: [c, r, value ?? '-'] as [number, number, number | string] })),
  );
  return {
    animation: false,
    grid: { top: 8, bottom: 48, left: 8, right: 8, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: itemTooltipFormatter((p) => {
        const [c, r, v] = Array.isArray(p.value) ? p.value : [];
        const row = HEAT_MAP_ROW_LABELS[typeof r === 'number' ? r : -1] ?? '';
        const column = HEAT_MAP_COLUMNS[typeof c === 'number' ? c : -1] ?? '';
        const text = typeof v === 'number' ? formatRegressionStatistic(v) : '--';
        return `${escapeHtml(column)}, ${escapeHtml(row)}: <b>${escapeHtml(text)}</b>`;
      }),
    },
    xAxis: { type: 'category', data: [...HEAT_MAP_COLUMNS], splitArea: { show: true } },
    yAxis: {
      type: 'category',
      data: [...HEAT_MAP_ROW_LABELS],
      inverse: true,
      splitArea: { show: true },
    },
    visualMap: {
      type: 'continuous',
      min,
      max,
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 120,
      // The scale's values at its ends (issue 23): without them a white R² cell of 0.99 reads
      // as an empty one. ECharts puts text[0] at the high end.
      text: [formatRegressionStatistic(max), formatRegressionStatistic(min)],
      textGap: 6,
      // A frame, so the white end of the bar is seen against the white page.
      borderColor: '#ced4da',
      borderWidth: 1,
      padding: [4, 8],
      inRange: {
        color: isBeta
          ? [HEAT_MAP_WHITE, HEAT_MAP_DARK_GREEN]
          : [HEAT_MAP_DARK_GREEN, HEAT_MAP_WHITE],
      },
      formatter: (value: unknown) =>
        typeof value === 'number' ? formatRegressionStatistic(value) : '',
    },
    series: [
      {
        type: 'heatmap',
        name: HEAT_MAP_TITLES[data.kind],
        data: points,
        itemStyle: { borderColor: '#dee2e6', borderWidth: 1 },
        label: {
          show: true,
          formatter: (p: { value?: unknown }) => {
            const v = Array.isArray(p.value) ? p.value[2] : null;
            return typeof v === 'number' ? formatRegressionStatistic(v) : MISSING_VALUE;
          },
        },
      },
    ],
  };
}

/** The text alternative and export: a row per lag, a column per rate. */
export function heatMapTable(data: HeatMapData): ExportTable {
  const grid = heatMapGrid(data.cells);
  return {
    columns: [
      { key: 'lag', header: 'Lag' },
      ...HEAT_MAP_COLUMNS.map((c) => ({ key: c, header: c, displayType: 'DEC' as const })),
    ],
    rows: grid.map((row, r) => {
      const out: Record<string, string | number | null> = { lag: HEAT_MAP_ROW_LABELS[r] ?? '' };
      HEAT_MAP_COLUMNS.forEach((c, i) => {
        out[c] = row[i] ?? null;
      });
      return out;
    }),
  };
}
