import type { Distribution } from '@app/core/api/distribution';
import { describe, expect, it } from 'vitest';
import { buildDistributionOptions, distributionTable, labelLevels } from './distribution-options';

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

  it('lifts the quartile labels of close lines one above the other (a skewed metric)', () => {
    // Total assets: one member 100 times the rest squeezes the box to the left end.
    const skewed: Distribution = {
      ...found,
      values: [40e6, 50e6, 55e6, 60e6, 70e6, 5e9],
      box: {
        low: 40e6,
        p25: 51e6,
        p50: 57e6,
        p75: 67e6,
        high: 70e6,
        lowerFence: 27e6,
        upperFence: 91e6,
      },
      outliers: [{ iid: 9, label: 'Big Bank', value: 5e9 }],
    };
    const option = buildDistributionOptions(skewed, 'USD');
    const marks = (
      option.series as { markLine?: { data: { label: { distance: number } }[] } }[]
    )[0]!.markLine!.data;
    expect(marks.map((m) => m.label.distance)).toEqual([5, 19, 33]);
    expect((option.grid as { top: number }).top).toBe(68);
    // Spread apart, the labels share one line.
    const apart = buildDistributionOptions(
      {
        ...found,
        values: [0, 10, 25, 40, 50],
        box: { ...found.box!, p25: 10, p50: 25, p75: 40 },
        outliers: [],
      },
      'PCT',
    );
    const level = (apart.series as { markLine?: { data: { label: { distance: number } }[] } }[])[0]!
      .markLine!.data;
    expect(level.map((m) => m.label.distance)).toEqual([5, 5, 5]);
    expect((apart.grid as { top: number }).top).toBe(40);
  });

  it('places a label on the lowest level it meets no other on', () => {
    expect(labelLevels([0, 50, 100], 100)).toEqual([0, 0, 0]);
    expect(labelLevels([0, 5, 10], 100)).toEqual([0, 1, 2]);
    expect(labelLevels([0, 5, 20], 100)).toEqual([0, 1, 0]);
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
