import { describe, expect, it } from 'vitest';
import { buildPercentileOptions } from './build-percentile-options';
import type { TooltipParam } from './chart-tooltip';

const data = {
  dates: ['2025-03-31', '2025-06-30'],
  series: [{ name: 'First Bank', role: 'institution' as const, values: [0.123, null] }],
};

describe('buildPercentileOptions', () => {
  it('draws the sparkline on a 0..100 axis with a midline at 50', () => {
    const option = buildPercentileOptions(data, { variant: 'sparkline' });
    expect(option.yAxis).toMatchObject({ type: 'value', min: 0, max: 100, interval: 50 });
    expect(option.series).toMatchObject([
      { type: 'line', data: [12.3, null], markLine: { data: [{ yAxis: 50 }] } },
    ]);
    const yAxis = option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect([0, 50, 100].map(yAxis.axisLabel.formatter)).toEqual(['0%', '50%', '100%']);
  });

  it('marks the point of a sparkline of a single quarter, which draws no line', () => {
    const single = { dates: ['2025-12-31'], series: [{ ...data.series[0]!, values: [0.15] }] };
    expect(buildPercentileOptions(single, { variant: 'sparkline' }).series).toMatchObject([
      { data: [15], showSymbol: true },
    ]);
    expect(buildPercentileOptions(data, { variant: 'sparkline' }).series).toMatchObject([
      { showSymbol: false },
    ]);
  });

  it('ticks every 25 in the trend variant and shows -- for a null in the tooltip', () => {
    const option = buildPercentileOptions(data, { variant: 'trend' });
    expect(option.yAxis).toMatchObject({ min: 0, max: 100, interval: 25 });
    const tooltip = option.tooltip as { formatter: (p: TooltipParam[]) => string };
    expect(
      tooltip.formatter([{ seriesName: 'First Bank', value: null, axisValueLabel: 'Jun 2025' }]),
    ).toBe('Jun 2025<br/>First Bank: <b>--</b>');
    expect(
      tooltip.formatter([{ seriesName: 'First Bank', value: 12.3, axisValueLabel: 'Mar 2025' }]),
    ).toBe('Mar 2025<br/>First Bank: <b>12.30%</b>');
  });
});
