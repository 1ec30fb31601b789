import { describe, expect, it } from 'vitest';
import { buildDecayRunOffOptions, decayRunOffTable } from './build-decay-run-off-options';

const cashFlow = [
  {
    period: 1,
    straightLineBalance: 900_000,
    straightLineRunOff: 100_000,
    pctDeclineBalance: 950_400,
    pctDeclineRunOff: 49_600,
  },
  {
    period: 2,
    straightLineBalance: 800_000,
    straightLineRunOff: 100_000,
    pctDeclineBalance: 903_100,
    pctDeclineRunOff: 47_300,
  },
];

type Series = { name?: string; data?: unknown[] };

describe('buildDecayRunOffOptions', () => {
  it('draws the straight-line and the decline-decay balance in thousands by quarter', () => {
    const option = buildDecayRunOffOptions(cashFlow);
    const series = option.series as Series[];
    expect(series.map((s) => s.name)).toEqual(['Straight Line', 'Decline Decay']);
    expect(series[0]?.data).toEqual([900, 800]);
    expect(series[1]?.data).toEqual([950, 903]);
    expect((option.xAxis as { data: string[] }).data).toEqual(['1', '2']);
  });

  it('tables balances and run-off per quarter', () => {
    const table = decayRunOffTable(cashFlow);
    expect(table.columns.map((c) => c.key)).toEqual([
      'period',
      'straightLineBalance',
      'straightLineRunOff',
      'pctDeclineBalance',
      'pctDeclineRunOff',
    ]);
    expect(table.rows[1]).toMatchObject({ period: 2, pctDeclineRunOff: 47_300 });
  });
});
