import { describe, expect, it } from 'vitest';
import type { TooltipParam } from '../../../../ui/charts/chart-tooltip';
import { buildScoreSparklineOptions, scoreAxisLabel } from './score-sparkline-options';

const data = {
  dates: ['2024-12-31', '2025-03-31', '2025-06-30'],
  series: [
    { name: 'Prairie Gate Bank', role: 'institution' as const, values: [1, 3, null] },
    { name: 'National', role: 'peer' as const, values: [3.01, 2.98, 3] },
  ],
  displayType: 'DEC' as const,
};

describe('a score sparkline', () => {
  it('draws the score itself on a 1 to 5 axis labelled by score, not a percentile', () => {
    const option = buildScoreSparklineOptions(data, 'DEC');
    expect(option.yAxis).toMatchObject({ type: 'value', min: 1, max: 5, interval: 1 });
    const yAxis = option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect([1, 2, 3, 4, 5].map(yAxis.axisLabel.formatter)).toEqual([
      '1 Low',
      '2',
      '3 Average',
      '4',
      '5 High',
    ]);
    // A score of 1 sits on the axis' floor as 1, not as "0%"; the midline is Average.
    expect(option.series).toMatchObject([
      { type: 'line', data: [1, 3, null], markLine: { data: [{ yAxis: 3 }] } },
      { type: 'line', data: [3.01, 2.98, 3] },
    ]);
    expect(scoreAxisLabel(5)).toBe('5 High');
  });

  it('marks each quarter, so a score of one quarter alone still shows', () => {
    const single = {
      ...data,
      dates: ['2025-12-31'],
      series: [{ ...data.series[0]!, values: [1] }],
    };
    expect(buildScoreSparklineOptions(single, 'DEC').series).toMatchObject([
      { data: [1], showSymbol: true },
    ]);
  });

  it('tells the institution’s score as a whole number and the group’s mean with decimals', () => {
    const tooltip = buildScoreSparklineOptions(data, 'DEC').tooltip as {
      formatter: (p: TooltipParam[]) => string;
    };
    expect(
      tooltip.formatter([
        { seriesName: 'Prairie Gate Bank', value: 1, axisValueLabel: 'Dec 2024' },
        { seriesName: 'National', value: 3.01, axisValueLabel: 'Dec 2024' },
      ]),
    ).toBe('Dec 2024<br/>Prairie Gate Bank: <b>1</b><br/>National: <b>3.01</b>');
  });
});
