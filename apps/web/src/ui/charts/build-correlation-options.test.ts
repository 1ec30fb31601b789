import { describe, expect, it } from 'vitest';
import { buildCorrelationOptions } from './build-correlation-options';
import type { TimeSeriesData } from './chart-series';
import { INSTITUTION_COLOR, PEER_COLOR, RATE_PALETTE } from './chart-palette';
import type { TooltipParam } from './chart-tooltip';

const data: TimeSeriesData = {
  dates: ['2025-03-31', '2025-06-30'],
  displayType: 'USDMM',
  series: [
    { name: '10-Year Treasury', role: 'rate', values: [4, 4.5] },
    { name: 'Peer Group', role: 'peer', values: [2_000_000, 3_000_000] },
    { name: 'First Bank', role: 'institution', values: [1_000_000, null] },
  ],
};

describe('buildCorrelationOptions', () => {
  it('puts the rate on its own right-hand axis and colours rate, peer and institution', () => {
    const option = buildCorrelationOptions(data);
    expect(option.yAxis).toMatchObject([{ max: 3_300_000 }, { max: 4.95 }]);
    expect(option.series).toMatchObject([
      { name: '10-Year Treasury', yAxisIndex: 1, color: RATE_PALETTE[0] },
      { name: 'Peer Group', yAxisIndex: 0, color: PEER_COLOR },
      { name: 'First Bank', yAxisIndex: 0, color: INSTITUTION_COLOR, data: [1_000_000, null] },
    ]);
    const tooltip = option.tooltip as { formatter: (p: TooltipParam[]) => string };
    expect(
      tooltip.formatter([
        { seriesName: '10-Year Treasury', value: 4.5, axisValueLabel: 'Jun 2025' },
        { seriesName: 'First Bank', value: null },
        { seriesName: 'Peer Group', value: 3_000_000 },
      ]),
    ).toBe(
      'Jun 2025<br/>10-Year Treasury: <b>4.50%</b><br/>First Bank: <b>--</b><br/>Peer Group: <b>$3.0MM</b>',
    );
  });

  it('shares one axis when the metric is a percent too', () => {
    const option = buildCorrelationOptions({
      ...data,
      displayType: 'PCT',
      series: data.series.map((s) => ({ ...s, values: [1, 2] })),
    });
    expect(option.yAxis).toMatchObject({ max: 2.2 });
    expect(option.series).toMatchObject([{ yAxisIndex: 0 }, { yAxisIndex: 0 }, { yAxisIndex: 0 }]);
  });
});

describe('buildCorrelationOptions legend', () => {
  it('can leave the naming of the series to the page legend', () => {
    const data = {
      dates: ['2025-03-31', '2025-06-30'],
      displayType: 'PCT' as const,
      series: [
        { name: 'Northgate Bank', role: 'institution' as const, values: [1, 2] },
        { name: '10-Year Treasury', role: 'rate' as const, values: [4, 4.2] },
      ],
    };
    expect(buildCorrelationOptions(data).legend).toMatchObject({ show: true });
    expect(buildCorrelationOptions(data, { showLegend: false }).legend).toMatchObject({
      show: false,
    });
  });
});
