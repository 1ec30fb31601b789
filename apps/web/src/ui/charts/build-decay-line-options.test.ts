import { describe, expect, it } from 'vitest';
import {
  buildDecayLineOptions,
  decayLineTable,
  DECAY_BANK_AXIS_TITLE,
  DECAY_M2_AXIS_TITLE,
  type DecayLineData,
} from './build-decay-line-options';

const base: DecayLineData = {
  chartType: 'm2Balance',
  dates: ['2025-03-31', '2025-06-30'],
  actual: [1_000_900, 2_000_000],
  stable: [900_500, 1_500_000],
  m2: new Map([
    ['2025-03-31', 21_000],
    ['2025-06-30', 22_000],
  ]),
};

type Axis = { name?: string; min?: number };
type Series = { name?: string; data?: unknown[]; yAxisIndex?: number };

describe('buildDecayLineOptions', () => {
  it('draws actual, M2 (trillions, second axis) and stable balance in thousands', () => {
    const option = buildDecayLineOptions(base);
    const series = option.series as Series[];
    expect(series.map((s) => s.name)).toEqual([
      'Actual Balance',
      'M2 Money Supply',
      'Stable Balance',
    ]);
    expect(series[0]?.data).toEqual([1000, 2000]);
    expect(series[1]?.data).toEqual([21, 22]);
    expect(series[1]?.yAxisIndex).toBe(1);
    expect(series[2]?.data).toEqual([900, 1500]);
    const axes = option.yAxis as Axis[];
    expect(axes.map((a) => a.name)).toEqual([DECAY_BANK_AXIS_TITLE, DECAY_M2_AXIS_TITLE]);
    // spec 2 section 9: 0.85 × the lowest bank value, 0.9 × the lowest M2 value.
    expect(axes[0]?.min).toBe(765);
    expect(axes[1]?.min).toBe(18.9);
  });

  it('leaves M2 out of the adjusted form', () => {
    const option = buildDecayLineOptions({ ...base, chartType: 'adustedBalance' });
    expect((option.series as Series[]).map((s) => s.name)).toEqual([
      'Actual Balance',
      'Stable Balance',
    ]);
    expect((option.yAxis as Axis[]).map((a) => a.name)).toEqual([DECAY_BANK_AXIS_TITLE]);
  });

  it('tables the drawn numbers', () => {
    const table = decayLineTable(base);
    expect(table.columns.map((c) => c.header)).toEqual([
      'Date',
      "Actual Balance ('000's)",
      'M2 Money Supply (Trillions)',
      "Stable Balance ('000's)",
    ]);
    expect(table.rows[0]).toEqual({ reportDate: '2025-03-31', actual: 1000, m2: 21, stable: 900 });
    expect(decayLineTable({ ...base, chartType: 'adustedBalance' }).columns).toHaveLength(3);
  });
});
