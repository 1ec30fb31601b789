import { describe, expect, it } from 'vitest';
import { buildPieOptions } from './build-pie-options';
import type { ChartOption } from './chart-option';
import { legendLineCount, printChartOption } from './print-chart-option';

// Every label 100 px wide: an item is 25 + 5 + 100 = 130 px, 10 px between items.
const measure = () => 100;

describe('legend lines on paper', () => {
  it('wraps items to the width, less the legend padding', () => {
    expect(legendLineCount([], 500, measure)).toBe(0);
    expect(legendLineCount(['a', 'b', 'c'], 420, measure)).toBe(1); // 3 × 130 + 2 × 10 = 410
    expect(legendLineCount(['a', 'b', 'c'], 419, measure)).toBe(2);
    expect(legendLineCount(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 280, measure)).toBe(4);
  });
});

describe('a chart option for paper', () => {
  const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
  const bars: ChartOption = {
    legend: { type: 'scroll', bottom: 0 },
    grid: { top: 16, bottom: 32 },
    series: names.map((name) => ({ type: 'bar', name, data: [1] })),
  };

  it('prints a plain legend, never the scrolling one with its pager', () => {
    const { option } = printChartOption(bars, 2000, 275, measure);
    expect(option.legend).toMatchObject({ type: 'plain', bottom: 0 });
    expect(option.animation).toBe(false);
  });

  it('grows the chart by the extra legend lines and keeps the plot clear of them', () => {
    // 6 items of 130 px in 300 px: 2 a line, 3 lines, 2 more than the screen's one.
    const printed = printChartOption(bars, 300, 275, measure);
    expect(printed.height).toBe(275 + 2 * 24);
    expect(printed.option.grid).toMatchObject({ top: 16, bottom: 32 + 2 * 24 });
  });

  it('moves the plot down for a legend on top', () => {
    const top = { ...bars, legend: { type: 'plain', top: 0 }, grid: { top: 56, bottom: 8 } };
    const printed = printChartOption(top as ChartOption, 300, 275, measure);
    expect(printed.option.grid).toMatchObject({ top: 56 + 48, bottom: 8 });
  });

  it('leaves a hidden legend and a legend that fits as they are', () => {
    const hidden = { ...bars, legend: { show: false, bottom: 0 } };
    expect(printChartOption(hidden as ChartOption, 420, 275, measure).height).toBe(275);
    expect(printChartOption(bars, 2000, 275, measure).height).toBe(275);
  });

  it('keeps a pie the size it has on screen when its legend wraps', () => {
    const pie = buildPieOptions({
      displayType: 'PCT',
      slices: names.map((title, i) => ({ title, value: 10 - i })),
    });
    const printed = printChartOption(pie, 300, 275, measure);
    expect(printed.height).toBe(275 + 48);
    const [series] = printed.option.series as { center: unknown[]; radius: unknown[] }[];
    // The builder's centre (50%, 45%) and radius (0 to 60%) in pixels of the 275 px box.
    expect(series?.center).toEqual(['50%', 0.45 * 275]);
    expect(series?.radius).toEqual([0, 0.6 * (275 / 2)]);
  });
});
