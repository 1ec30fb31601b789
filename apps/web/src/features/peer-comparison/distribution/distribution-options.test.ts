import type { Distribution } from '@app/core/api/distribution';
import { describe, expect, it } from 'vitest';
import { buildDistributionOptions, distributionTable } from './distribution-options';

const found: Distribution = {
  metricId: 'LBPREQAS',
  reportDate: '2025-03-31',
  groupId: 7,
  groupName: 'Five Banks',
  values: [5, 8, 9, 15, 50],
  box: { low: 5, p25: 8, p50: 9, p75: 15, high: 15, lowerFence: -2.5, upperFence: 25.5 },
  subject: { iid: 1, label: 'Home Bank (Ames, IA)', value: 10 },
  outliers: [{ iid: 205, label: 'Test Bank 205 (Springfield, IL)', value: 50 }],
};

describe('the distribution chart', () => {
  it('draws the members, names the outliers, marks the institution and the quartiles', () => {
    const option = buildDistributionOptions(found, 'PCT');
    const series = option.series as {
      name: string;
      data: { name: string; value: number[] }[];
      markLine?: { data: { name: string; xAxis: number }[] };
    }[];
    expect(series.map((s) => s.name)).toEqual(['Members', 'Outliers', 'Home Bank (Ames, IA)']);
    expect(series[0]!.data.map((d) => d.value[0])).toEqual([5, 8, 9, 15]);
    expect(series[1]!.data).toEqual([
      { name: 'Test Bank 205 (Springfield, IL)', value: [50, expect.any(Number)] },
    ]);
    expect(series[2]!.data).toEqual([{ name: 'Home Bank (Ames, IA)', value: [10, 0] }]);
    expect(series[0]!.markLine?.data.map((d) => [d.name, d.xAxis])).toEqual([
      ['25th', 8],
      ['Median', 9],
      ['75th', 15],
    ]);
    const tooltip = option.tooltip as { formatter: (p: unknown) => string };
    expect(
      tooltip.formatter({
        seriesName: 'Outliers',
        name: 'Test Bank 205 (Springfield, IL)',
        value: [50, 0.1],
      }),
    ).toBe('Test Bank 205 (Springfield, IL): 50.00%');
  });

  it('exports the institution and every member, outliers named', () => {
    const table = distributionTable(found, 'PCT');
    expect(table.rows[0]).toEqual({
      who: 'Home Bank (Ames, IA)',
      value: 10,
      note: 'This institution',
    });
    expect(table.rows.at(-1)).toEqual({
      who: 'Test Bank 205 (Springfield, IL)',
      value: 50,
      note: 'Outlier',
    });
    expect(table.rows).toHaveLength(6);
  });
});
