import { describe, expect, it } from 'vitest';
import {
  buildHorizontalBarOptions,
  categoryTable,
  horizontalBarHeight,
} from './build-horizontal-bar-options';
import { INSTITUTION_COLOR, PEER_COLOR } from './chart-palette';

const data = {
  categories: ['Loans', 'Deposits'],
  displayType: 'PCT' as const,
  series: [
    { name: 'First Bank', role: 'institution' as const, values: [12.5, 40] },
    { name: 'Peers', role: 'peer' as const, values: [null, 30] },
  ],
};

describe('buildHorizontalBarOptions', () => {
  it('puts categories down the side and the value axis to 1.1 × the largest value', () => {
    const option = buildHorizontalBarOptions(data);
    expect(option.yAxis).toMatchObject({
      type: 'category',
      inverse: true,
      data: ['Loans', 'Deposits'],
    });
    expect(option.xAxis).toMatchObject({ type: 'value', max: 44 });
    expect(option.series).toMatchObject([
      { type: 'bar', color: INSTITUTION_COLOR, data: [12.5, 40] },
      { type: 'bar', color: PEER_COLOR, data: [null, 30] },
    ]);
    const [first] = option.series as [{ label: { formatter: (p: { value: unknown }) => string } }];
    expect(first.label.formatter({ value: 12.5 })).toBe('12.50%');
    expect(first.label.formatter({ value: null })).toBe('-');
  });

  it('is 200 high up to 4 categories, then 275', () => {
    expect(horizontalBarHeight(4)).toBe(200);
    expect(horizontalBarHeight(5)).toBe(275);
  });

  it('tables a row per category', () => {
    expect(categoryTable(data).rows).toEqual([
      { category: 'Loans', s0: 12.5, s1: null },
      { category: 'Deposits', s0: 40, s1: 30 },
    ]);
  });
});
