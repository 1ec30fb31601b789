import { describe, expect, it } from 'vitest';
import {
  barLineClusteredHeight,
  barLineTable,
  buildBarLineClusteredOptions,
  buildStackedBarLineOptions,
} from './build-bar-line-options';
import type { BarLineData } from './build-bar-line-options';

const data: BarLineData = {
  categories: ['Mar 2025', 'Jun 2025'],
  displayType: 'USD',
  bars: [
    { name: 'Loans', role: 'element', values: [60, 70] },
    { name: 'Securities', role: 'element', values: [40, -5] },
  ],
  lines: [{ name: 'Total', role: 'institution', values: [95, null] }],
};

describe('buildStackedBarLineOptions', () => {
  it('stacks the bars and runs the axis to 1.1 × the highest stack top', () => {
    const option = buildStackedBarLineOptions(data);
    expect(option.series).toMatchObject([
      { type: 'bar', name: 'Loans', stack: 'total', data: [60, 70] },
      { type: 'bar', name: 'Securities', stack: 'total', data: [40, -5] },
      { type: 'line', name: 'Total', data: [95, null], yAxisIndex: 0 },
    ]);
    expect(option.yAxis).toMatchObject({ max: 110 });
    expect(option.legend).toMatchObject({ bottom: 0 });
  });

  it('moves the legend up with more than 8 bar series', () => {
    const bars = Array.from({ length: 9 }, (_, i) => ({
      name: `E${i}`,
      role: 'element' as const,
      values: [1, 1],
    }));
    expect(buildStackedBarLineOptions({ ...data, bars }).legend).toMatchObject({ top: 0 });
    expect(buildStackedBarLineOptions({ ...data, bars: bars.slice(0, 8) }).legend).toMatchObject({
      bottom: 0,
    });
    expect(barLineClusteredHeight(9)).toBe(275);
    expect(barLineClusteredHeight(8)).toBe(250);
  });
});

describe('buildBarLineClusteredOptions', () => {
  it('keeps bars side by side with the axis at 1.1 × the largest value', () => {
    const option = buildBarLineClusteredOptions(data);
    const series = option.series as { stack?: string }[];
    expect(series.every((s) => s.stack === undefined)).toBe(true);
    expect(option.yAxis).toMatchObject({ max: 104.5 });
  });

  it('puts lines of another display type on a right-hand axis', () => {
    const option = buildBarLineClusteredOptions({
      ...data,
      lines: [{ name: '10yr', role: 'rate', values: [4, 5] }],
      lineDisplayType: 'PCT',
    });
    expect(option.yAxis).toMatchObject([{ max: 77 }, { max: 5.5 }]);
    expect(option.series).toMatchObject([{}, {}, { name: '10yr', yAxisIndex: 1 }]);
    const axes = option.yAxis as { axisLabel: { formatter: (v: number) => string } }[];
    expect(axes[0]?.axisLabel.formatter(50_000_000)).toBe('$50M');
    expect(axes[1]?.axisLabel.formatter(4.5)).toBe('4.5%');
  });
});

describe('barLineTable', () => {
  it('has one row per category', () => {
    expect(barLineTable(data).rows).toEqual([
      { category: 'Mar 2025', s0: 60, s1: 40, s2: 95 },
      { category: 'Jun 2025', s0: 70, s1: -5, s2: null },
    ]);
  });
});
