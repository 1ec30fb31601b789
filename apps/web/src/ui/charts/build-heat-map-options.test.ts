import { init } from 'echarts/core';
import { describe, expect, it } from 'vitest';
import { buildHeatMapOptions, heatMapTable } from './build-heat-map-options';
import type { HeatMapCell } from './build-heat-map-options';
import { HEAT_MAP_DARK_GREEN, HEAT_MAP_WHITE } from './chart-palette';
import './echarts-core';

/** The texts ECharts draws for an option, rendered server-side to SVG (as on paper). */
function drawnTexts(option: ReturnType<typeof buildHeatMapOptions>): string[] {
  const chart = init(null, undefined, { renderer: 'svg', ssr: true, width: 600, height: 300 });
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  chart.dispose();
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
}

const cells: HeatMapCell[] = [
  { lagMonths: 0, column: '10yr', value: 0.456 },
  { lagMonths: 3, column: 'FedFunds', value: 0.9 },
  { lagMonths: 6, column: '3mo', value: null },
];

describe('buildHeatMapOptions', () => {
  it('lays out lags as rows and rates as columns, labels to 2 decimals', () => {
    const option = buildHeatMapOptions({ kind: 'beta', cells });
    expect(option.xAxis).toMatchObject({ data: ['10yr', '5yr', '3mo', 'FedFunds'] });
    expect(option.yAxis).toMatchObject({ data: ['0 Lag', '3-mo Lag', '6-mo Lag'] });
    const [series] = option.series as [
      {
        data: { value: [number, number, number | string] }[];
        label: { formatter: (p: { value: unknown }) => string };
      },
    ];
    expect(series.data).toHaveLength(12);
    expect(series.data[0]?.value).toEqual([0, 0, 0.456]);
    expect(series.data[7]?.value).toEqual([3, 1, 0.9]);
    expect(series.data[10]?.value).toEqual([2, 2, '-']);
    expect(series.label.formatter({ value: [0, 0, 0.456] })).toBe('0.46');
    expect(series.label.formatter({ value: [2, 2, '-'] })).toBe('-');
  });

  it('runs beta white to dark green and R squared dark green to white on 0..1', () => {
    expect(buildHeatMapOptions({ kind: 'beta', cells }).visualMap).toMatchObject({
      min: 0,
      max: 0.9,
      inRange: { color: [HEAT_MAP_WHITE, HEAT_MAP_DARK_GREEN] },
    });
    expect(buildHeatMapOptions({ kind: 'rSquared', cells }).visualMap).toMatchObject({
      min: 0,
      max: 1,
      inRange: { color: [HEAT_MAP_DARK_GREEN, HEAT_MAP_WHITE] },
    });
  });

  it('labels the colour bar with the values at its ends: R² 0.00 (dark) to 1.00 (white)', () => {
    // A white R² cell of 0.99 must not read as an empty one.
    const rSquared = buildHeatMapOptions({ kind: 'rSquared', cells });
    expect(rSquared.visualMap).toMatchObject({ text: ['1.00', '0.00'] });
    const drawn = drawnTexts(rSquared);
    expect(drawn).toContain('0.00');
    expect(drawn).toContain('1.00');
    expect(drawnTexts(buildHeatMapOptions({ kind: 'beta', cells }))).toEqual(
      expect.arrayContaining(['0.00', '0.90']),
    );
  });

  it('tables a row per lag', () => {
    expect(heatMapTable({ kind: 'beta', cells }).rows[1]).toEqual({
      lag: '3-mo Lag',
      '10yr': null,
      '5yr': null,
      '3mo': null,
      FedFunds: 0.9,
    });
  });
});
