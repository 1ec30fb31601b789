import { describe, expect, it } from 'vitest';
import { buildRankBarOptions, rankBarTable, rankBarWindow } from './build-rank-bar-options';
import type { RankBarEntry } from './build-rank-bar-options';
import { INSTITUTION_COLOR, PEER_COLOR } from './chart-palette';

function ranks(count: number, subjectRank: number): RankBarEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    iid: 1000 + i,
    label: `Bank ${i + 1}`,
    value: 100 - i,
    rank: i + 1,
    isSubject: i + 1 === subjectRank,
  }));
}

describe('rankBarWindow', () => {
  it('shows 25 around the institution: 12 before, 12 after', () => {
    const { entries, label } = rankBarWindow({ ranks: ranks(60, 30), displayType: 'PCT' });
    expect(entries).toHaveLength(25);
    expect(entries[0]?.rank).toBe(18);
    expect(entries[12]?.isSubject).toBe(true);
    expect(entries[24]?.rank).toBe(42);
    expect(label).toBe('Showing 25 of 60 institutions');
  });

  it('shifts the window inwards at the ends and shows short lists whole', () => {
    expect(rankBarWindow({ ranks: ranks(60, 2), displayType: 'PCT' }).entries[0]?.rank).toBe(1);
    expect(rankBarWindow({ ranks: ranks(60, 59), displayType: 'PCT' }).entries[24]?.rank).toBe(60);
    expect(rankBarWindow({ ranks: ranks(7, 3), displayType: 'PCT' }).label).toBe(
      'Showing 7 of 7 institutions',
    );
  });

  it('counts M from institutionsReporting when the API sent a window', () => {
    expect(
      rankBarWindow({ ranks: ranks(25, 13), institutionsReporting: 80, displayType: 'PCT' }).label,
    ).toBe('Showing 25 of 80 institutions');
  });
});

describe('buildRankBarOptions', () => {
  it('captions, pads the axis by 20% and highlights the institution', () => {
    const option = buildRankBarOptions({ ranks: ranks(5, 2), displayType: 'PCT' });
    expect(option.title).toMatchObject({ text: 'Showing 5 of 5 institutions' });
    // values 100..96, span 4: 96 - 0.8 and 100 + 0.8
    expect(option.yAxis).toMatchObject({ min: 95.2, max: 100.8 });
    const [series] = option.series as [{ data: { value: number; itemStyle: { color: string } }[] }];
    expect(series.data.map((d) => d.itemStyle.color)).toEqual([
      PEER_COLOR,
      INSTITUTION_COLOR,
      PEER_COLOR,
      PEER_COLOR,
      PEER_COLOR,
    ]);
    const tooltip = option.tooltip as { formatter: (p: { dataIndex: number }) => string };
    expect(tooltip.formatter({ dataIndex: 1 })).toBe('Bank 2 (rank 2): <b>99.00%</b>');
  });

  it('drops institutions without a value and survives an empty list', () => {
    const list = ranks(3, 1).map((r, i) => (i === 2 ? { ...r, value: null } : r));
    expect(rankBarTable({ ranks: list, displayType: 'PCT' }).rows).toEqual([
      { rank: 1, label: 'Bank 1', value: 100 },
      { rank: 2, label: 'Bank 2', value: 99 },
    ]);
    const empty = buildRankBarOptions({ ranks: [], displayType: 'PCT' });
    expect(empty.title).toMatchObject({ text: 'Showing 0 of 0 institutions' });
  });
});
