import { describe, expect, it } from 'vitest';
import {
  buildNetBarOptions,
  NET_BAR_AXIS_INTERVALS,
  NET_BAR_NAME_WIDTH,
  netBarHeight,
  netBarTable,
} from './build-net-bar-options';
import { INSTITUTION_COLOR, PEER_COLOR } from './chart-palette';
import type { NetBarData } from './build-net-bar-options';

const data: NetBarData = {
  categories: ['Dec 2025'],
  series: [
    { name: 'Recoveries', role: 'element', compType: 'PLUS', values: [0.0004] },
    { name: 'Charge-offs', role: 'element', compType: 'MINUS', values: [0.25] },
    { name: 'Net', role: 'institution', compType: 'NET', values: [-0.2496] },
  ],
};

describe('buildNetBarOptions', () => {
  it('stacks PLUS above and MINUS below zero, NET apart', () => {
    const option = buildNetBarOptions(data);
    expect(option.series).toMatchObject([
      { name: 'Recoveries', stack: 'flow', data: [0.0004], label: { position: 'top' } },
      { name: 'Charge-offs', stack: 'flow', data: [-0.25], label: { position: 'bottom' } },
      { name: 'Net', data: [-0.2496] },
    ]);
    expect((option.series as { stack?: string }[])[2]?.stack).toBeUndefined();
  });

  it("labels values below 0.001 '< 0.001%' and others to 3 decimals", () => {
    const series = buildNetBarOptions(data).series as {
      label: { formatter: (p: { value: unknown }) => string };
    }[];
    const label = series[0]!.label.formatter;
    expect(label({ value: 0.0004 })).toBe('< 0.001%');
    expect(label({ value: -0.0004 })).toBe('< 0.001%');
    expect(label({ value: -0.25 })).toBe('-0.250%');
    expect(label({ value: 0 })).toBe('0.000%');
    expect(label({ value: null })).toBe('-');
  });

  it('colours two measures of one subject from the category palette, not as institution and peer', () => {
    // Deposit Growth: two NET rows, each drawn for the institution and for the peer.
    const growth: NetBarData = {
      categories: ['Prairie Gate Bank', 'National'],
      series: [
        { name: 'Deposit Growth', role: 'element', compType: 'NET', values: [3.9, 2.9] },
        {
          name: 'Non-Maturity Deposit Growth',
          role: 'element',
          compType: 'NET',
          values: [6.3, 4.6],
        },
      ],
    };
    const colors = (buildNetBarOptions(growth).series as { color: string }[]).map((s) => s.color);
    expect(colors).toHaveLength(2);
    expect(new Set(colors).size).toBe(2);
    for (const color of colors) {
      expect(color).not.toBe(INSTITUTION_COLOR);
      expect(color).not.toBe(PEER_COLOR);
    }
  });

  it('keeps the value axis to a few labels in its 100 to 150 px', () => {
    expect(buildNetBarOptions(data).yAxis).toMatchObject({ splitNumber: NET_BAR_AXIS_INTERVALS });
    expect(NET_BAR_AXIS_INTERVALS).toBeLessThanOrEqual(3);
  });

  it('names every subject under its bars, wrapping a long name', () => {
    expect(buildNetBarOptions(data).xAxis).toMatchObject({
      axisLabel: { interval: 0, width: NET_BAR_NAME_WIDTH, overflow: 'break' },
    });
  });

  it('is 100 high for one category and 150 for more', () => {
    expect(netBarHeight(1)).toBe(100);
    expect(netBarHeight(2)).toBe(150);
  });

  it('tables the values as drawn', () => {
    expect(netBarTable(data).rows).toEqual([
      { category: 'Dec 2025', s0: 0.0004, s1: -0.25, s2: -0.2496 },
    ]);
  });
});
