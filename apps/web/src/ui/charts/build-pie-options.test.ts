import { describe, expect, it } from 'vitest';
import { buildPieOptions, PIE_LABEL_LINE_HEIGHT, pieTable, topSlices } from './build-pie-options';
import { INSTITUTION_COLOR, OTHER_COLOR, PEER_COLOR } from './chart-palette';

const slices = [
  { title: 'A', value: 10 },
  { title: 'B', value: 60 },
  { title: 'C', value: 5 },
  { title: 'D', value: 20 },
  { title: 'E', value: 3 },
  { title: 'F', value: 2.5 },
  { title: 'G', value: 0.25 },
  { title: 'H', value: null },
  { title: 'I', value: -4 },
];

describe('topSlices', () => {
  it('keeps the top 5 and sums the rest as Other, dropping missing and negative values', () => {
    expect(topSlices(slices)).toEqual([
      { title: 'B', value: 60 },
      { title: 'D', value: 20 },
      { title: 'A', value: 10 },
      { title: 'C', value: 5 },
      { title: 'E', value: 3 },
      { title: 'Other', value: 2.75 },
    ]);
  });

  it('has no Other with 5 or fewer slices, and folds a given Other into the rest', () => {
    expect(topSlices(slices.slice(0, 5)).map((s) => s.title)).toEqual(['B', 'D', 'A', 'C', 'E']);
    expect(topSlices([...slices.slice(0, 6), { title: 'Other', value: 1 }]).at(-1)).toEqual({
      title: 'Other',
      value: 3.5,
    });
  });

  it('gives nothing for nothing', () => {
    expect(topSlices([])).toEqual([]);
  });
});

describe('buildPieOptions', () => {
  it('draws the slices, Other in grey, with a tooltip by display type', () => {
    const option = buildPieOptions({ slices, displayType: 'USD' });
    const [series] = option.series as [
      { data: { name: string; value: number; itemStyle: { color: string } }[] },
    ];
    expect(series.data.map((d) => [d.name, d.value])).toEqual([
      ['B', 60],
      ['D', 20],
      ['A', 10],
      ['C', 5],
      ['E', 3],
      ['Other', 2.75],
    ]);
    expect(series.data[5]?.itemStyle.color).toBe(OTHER_COLOR);
    const tooltip = option.tooltip as {
      formatter: (p: { name: string; value: number; percent: number }) => string;
    };
    expect(tooltip.formatter({ name: 'B', value: 60, percent: 59.55 })).toBe(
      'B: <b>$60</b> (59.55%)',
    );
  });

  it('lists every slice in a plain legend: wrapped in full, never paged', () => {
    const option = buildPieOptions({ slices, displayType: 'USD' });
    expect(option.legend).toMatchObject({ type: 'plain', show: true });
  });

  it('puts the shares outside on leader lines, held inside the box at its sides', () => {
    const [series] = buildPieOptions({ slices, displayType: 'USD' }).series as [
      { label: { alignTo: string; edgeDistance: number; position?: string } },
    ];
    expect(series.label).toMatchObject({
      alignTo: 'edge',
      edgeDistance: 8,
      lineHeight: PIE_LABEL_LINE_HEIGHT,
    });
    expect(PIE_LABEL_LINE_HEIGHT).toBeGreaterThanOrEqual(14);
    expect(series.label.position ?? 'outside').toBe('outside');
  });

  it('colours slices without a page colour from the category palette, never as institution or peer', () => {
    const [series] = buildPieOptions({ slices, displayType: 'USD' }).series as [
      { data: { itemStyle: { color: string } }[] },
    ];
    const colors = series.data.map((d) => d.itemStyle.color);
    expect(colors).not.toContain(INSTITUTION_COLOR);
    expect(colors).not.toContain(PEER_COLOR);
  });

  it('tables the same slices', () => {
    expect(pieTable({ slices: slices.slice(0, 2), displayType: 'USD' }).rows).toEqual([
      { title: 'B', value: 60 },
      { title: 'A', value: 10 },
    ]);
  });
});
