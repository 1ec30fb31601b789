import { describe, expect, it } from 'vitest';
import { buildLineOptions, combineElements, timeSeriesTable } from './build-line-options';
import type { TimeSeriesData } from './chart-series';
import { INSTITUTION_COLOR, OTHER_COLOR, PEER_COLOR } from './chart-palette';
import type { TooltipParam } from './chart-tooltip';

const trend: TimeSeriesData = {
  dates: ['2025-03-31', '2025-06-30', '2025-09-30'],
  displayType: 'PCT',
  series: [
    { name: 'First Bank', role: 'institution', values: [1, 2, null] },
    { name: 'Peer Group', role: 'peer', values: [3, 4, 5] },
  ],
};

describe('buildLineOptions', () => {
  it('labels dates MMM yyyy, runs the axis to 1.1 × the largest value, colours institution 0 and peer 1', () => {
    const option = buildLineOptions(trend);
    expect(option.xAxis).toMatchObject({
      type: 'category',
      data: ['Mar 2025', 'Jun 2025', 'Sep 2025'],
    });
    expect(option.yAxis).toMatchObject({ type: 'value', max: 5.5 });
    // 5.5 is no round tick: its label is left off rather than crowding 5's.
    expect(option.yAxis).toMatchObject({ axisLabel: { showMaxLabel: false } });
    expect(option.series).toMatchObject([
      { type: 'line', name: 'First Bank', data: [1, 2, null], color: INSTITUTION_COLOR },
      { type: 'line', name: 'Peer Group', data: [3, 4, 5], color: PEER_COLOR },
    ]);
  });

  it('formats axis labels by display type and shows -- for nulls in the tooltip', () => {
    const option = buildLineOptions(trend);
    const yAxis = option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(yAxis.axisLabel.formatter(1.5)).toBe('1.5%');
    const tooltip = option.tooltip as { formatter: (p: TooltipParam[]) => string };
    const params: TooltipParam[] = [
      { seriesName: 'First Bank', value: null, axisValueLabel: 'Sep 2025', marker: '' },
      { seriesName: 'Peer <Group>', value: 5, marker: '' },
    ];
    expect(tooltip.formatter(params)).toBe(
      'Sep 2025<br/>First Bank: <b>--</b><br/>Peer &lt;Group&gt;: <b>5.00%</b>',
    );
  });

  it('says beside the -- when the source files do not report the value', () => {
    const option = buildLineOptions({
      ...trend,
      series: [
        {
          name: 'Navy Federal',
          role: 'institution',
          values: [1, null, null],
          notes: [null, 'not-reported', null],
        },
      ],
    });
    const tooltip = option.tooltip as { formatter: (p: TooltipParam[]) => string };
    const at = (dataIndex: number, axisValueLabel: string) =>
      tooltip.formatter([
        { seriesName: 'Navy Federal', value: null, dataIndex, axisValueLabel, marker: '' },
      ]);
    expect(at(1, 'Jun 2025')).toBe(
      'Jun 2025<br/>Navy Federal: <b>--</b> (Not reported in the source files)',
    );
    // A null without a note is only the dash.
    expect(at(2, 'Sep 2025')).toBe('Sep 2025<br/>Navy Federal: <b>--</b>');
  });

  it('leaves the axis maximum to ECharts when every value is missing or negative', () => {
    const none = buildLineOptions({
      ...trend,
      series: [{ name: 'A', role: 'institution', values: [null, -2] }],
    });
    expect((none.yAxis as { max?: number }).max).toBeUndefined();
  });

  it('keeps 3 elements by latest value and sums the rest as Other', () => {
    const option = buildLineOptions(
      {
        dates: ['2025-03-31', '2025-06-30'],
        displayType: 'USD',
        series: [
          { name: 'A', role: 'element', values: [10, 1] },
          { name: 'B', role: 'element', values: [1, 40] },
          { name: 'C', role: 'element', values: [5, 30] },
          { name: 'D', role: 'element', values: [7, 20] },
          { name: 'E', role: 'element', values: [null, 2] },
        ],
      },
      { maxElements: 3 },
    );
    expect(option.series).toMatchObject([
      { name: 'B', data: [1, 40] },
      { name: 'C', data: [5, 30] },
      { name: 'D', data: [7, 20] },
      { name: 'Other', data: [10, 3], color: OTHER_COLOR },
    ]);
    expect((option.yAxis as { max?: number }).max).toBe(44);
  });
});

describe('combineElements', () => {
  it('keeps up to 3 as they are, and makes a fourth Other', () => {
    const series = ['A', 'B', 'C', 'D'].map((name) => ({
      name,
      role: 'element' as const,
      values: [1],
    }));
    expect(combineElements(series.slice(0, 3), 3).map((s) => s.name)).toEqual(['A', 'B', 'C']);
    expect(combineElements(series, 3).map((s) => s.name)).toEqual(['A', 'B', 'C', 'Other']);
  });
});

describe('timeSeriesTable', () => {
  it('has a date column and one column per series with raw values', () => {
    expect(timeSeriesTable(trend)).toEqual({
      columns: [
        { key: 'date', header: 'Date', isDate: true },
        { key: 's0', header: 'First Bank', displayType: 'PCT' },
        { key: 's1', header: 'Peer Group', displayType: 'PCT' },
      ],
      rows: [
        { date: '2025-03-31', s0: 1, s1: 3 },
        { date: '2025-06-30', s0: 2, s1: 4 },
        { date: '2025-09-30', s0: null, s1: 5 },
      ],
    });
  });
});
