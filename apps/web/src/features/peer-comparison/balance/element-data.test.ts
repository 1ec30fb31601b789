import type { ChartData } from '@app/core/api/metrics';
import { describe, expect, it } from 'vitest';
import { buildStackedBarLineOptions } from '../../../ui/charts/build-bar-line-options';
import { buildPieOptions } from '../../../ui/charts/build-pie-options';
import type { ChartOption } from '../../../ui/charts/chart-option';
import {
  ELEMENT_PALETTE,
  INSTITUTION_COLOR,
  OTHER_COLOR,
  PEER_COLOR,
} from '../../../ui/charts/chart-palette';
import {
  concentrationTable,
  elementColors,
  elementColumn,
  hasPeerColumn,
  slicesToPieData,
  snapshotDate,
  toConcentrationData,
  toElementPieData,
  toNetBarData,
  toStackedBarData,
} from './element-data';

function row(
  metricId: string,
  rowTitle: string,
  values: [string, number | null, number | null][],
  compType: ChartData['compType'] = 'bar',
  withPeer = true,
): ChartData {
  return {
    metricId,
    rowTitle,
    compType,
    displayType: compType === 'bar' ? 'USD' : 'PCT',
    dataType: 'metric',
    data: [
      withPeer ? ['reportDate', '101', 'group:9'] : ['reportDate', '101'],
      ...values.map(([date, own, peer]) => (withPeer ? [date, own, peer] : [date, own])),
    ],
  };
}

const [GREEN, PURPLE, RED] = ELEMENT_PALETTE;

const loans = row('L', 'Loans', [
  ['2025-06-30', 100, 1000],
  ['2025-09-30', 110, null],
  ['2025-12-31', 120, 1200],
]);
const cash = row('C', 'Cash', [
  ['2025-06-30', 10, 50],
  ['2025-09-30', 11, 60],
  ['2025-12-31', null, 70],
]);

describe('elementColumn', () => {
  it('reads column 1 as the institution and column 2 as the peer', () => {
    expect(elementColumn(loans, 'institution')).toEqual({
      dates: ['2025-06-30', '2025-09-30', '2025-12-31'],
      values: [100, 110, 120],
    });
    expect(elementColumn(loans, 'peer').values).toEqual([1000, null, 1200]);
  });

  it('reads an absent peer column as nulls', () => {
    const alone = row('L', 'Loans', [['2025-06-30', 5, null]], 'bar', false);
    expect(hasPeerColumn([alone])).toBe(false);
    expect(elementColumn(alone, 'peer').values).toEqual([null]);
  });
});

describe('toStackedBarData', () => {
  it('stacks the bar rows of the subject over the range and draws line rows as lines', () => {
    const growth = row(
      'G',
      'Growth',
      [
        ['2025-06-30', 1, 2],
        ['2025-09-30', 3, 4],
        ['2025-12-31', 5, 6],
      ],
      'line',
    );
    const data = toStackedBarData([loans, cash, growth], 'peer', {
      startDate: '2025-09-30',
      endDate: '2025-12-31',
    });
    expect(data.dates).toEqual(['2025-09-30', '2025-12-31']);
    expect(data.categories).toEqual(['Sep 2025', 'Dec 2025']);
    expect(data.bars.map((s) => [s.name, s.values])).toEqual([
      ['Loans', [null, 1200]],
      ['Cash', [60, 70]],
    ]);
    expect(data.lines.map((s) => [s.name, s.values])).toEqual([['Growth', [4, 6]]]);
    expect(data.displayType).toBe('USD');
    expect(data.lineDisplayType).toBe('PCT');
  });
});

describe('snapshotDate', () => {
  it('is the end of the range, or the latest date before it', () => {
    expect(snapshotDate([loans], { startDate: '2025-06-30', endDate: '2025-09-30' })).toBe(
      '2025-09-30',
    );
    expect(snapshotDate([loans], { startDate: '2025-06-30', endDate: '2026-03-31' })).toBe(
      '2025-12-31',
    );
    expect(snapshotDate([loans], { startDate: '2020-03-31', endDate: '2020-06-30' })).toBeNull();
    expect(snapshotDate([], null)).toBeNull();
  });
});

describe('pies', () => {
  it('takes the subject values at the date, one slice per row, lines left out', () => {
    const total = row('T', 'Total Assets', [['2025-12-31', 130, 1270]], 'line');
    expect(toElementPieData([loans, cash, total], 'peer', '2025-12-31')).toEqual({
      slices: [
        { title: 'Loans', value: 1200, color: GREEN },
        { title: 'Cash', value: 70, color: PURPLE },
      ],
      displayType: 'USD',
    });
    expect(toElementPieData([loans], 'peer', null).slices).toEqual([
      { title: 'Loans', value: null, color: GREEN },
    ]);
  });

  it('passes the slices endpoint through, coloured as the element rows', () => {
    expect(
      slicesToPieData(
        {
          reportDate: '2025-12-31',
          displayType: 'USD',
          slices: [
            { metricId: 'C', title: 'Cash', value: 120 },
            { metricId: null, title: 'Other', value: 3 },
          ],
        },
        elementColors([loans, cash]),
      ).slices,
    ).toEqual([
      { title: 'Cash', value: 120, color: PURPLE },
      { title: 'Other', value: 3, color: OTHER_COLOR },
    ]);
  });
});

/** Each drawn part's name and colour, as the chart option holds them. */
function pieColors(option: ChartOption): Record<string, unknown> {
  const series = option.series as { data: { name: string; itemStyle: { color: string } }[] }[];
  return Object.fromEntries(series[0]!.data.map((d) => [d.name, d.itemStyle.color]));
}
function barColors(option: ChartOption): Record<string, unknown> {
  const series = option.series as { name: string; color: string }[];
  return Object.fromEntries(series.map((s) => [s.name, s.color]));
}

describe('element colours', () => {
  // The institution holds more cash than loans, the peer more loans than cash: sorted by
  // value, each pie puts another part first. Colour by place in the chart gave Cash the
  // institution pie's first colour and Loans the peer pie's.
  const securities = row('S', 'Securities', [['2025-12-31', 50, 300]]);
  const cashRich = row('C', 'Cash', [['2025-12-31', 900, 70]]);
  const mix = [loans, securities, cashRich];

  it('gives a part one colour in both pies and the stacked bars of a page', () => {
    const own = pieColors(buildPieOptions(toElementPieData(mix, 'institution', '2025-12-31')));
    const peer = pieColors(buildPieOptions(toElementPieData(mix, 'peer', '2025-12-31')));
    const bars = barColors(buildStackedBarLineOptions(toStackedBarData(mix, 'peer', null)));
    const expected = { Loans: GREEN, Securities: PURPLE, Cash: RED };
    expect(own).toEqual(expected);
    expect(peer).toEqual(expected);
    expect(bars).toEqual(expected);
  });

  it('keeps the institution and peer colours for the institution and the peer', () => {
    expect(ELEMENT_PALETTE).not.toContain(INSTITUTION_COLOR);
    expect(ELEMENT_PALETTE).not.toContain(PEER_COLOR);
  });
});

const labels = { institution: 'First Bank', peer: 'National' };

describe('toConcentrationData', () => {
  it('puts one bar per subject at the date, a series per row, in percent', () => {
    const cre = row('CRE', 'CRE', [['2025-12-31', 40, 30]]);
    const res = row('RES', 'Residential', [['2025-12-31', 25, null]]);
    expect(toConcentrationData([cre, res], '2025-12-31', labels)).toEqual({
      categories: ['First Bank', 'National'],
      series: [
        { name: 'CRE', role: 'element', values: [40, 30], color: GREEN },
        { name: 'Residential', role: 'element', values: [25, null], color: PURPLE },
      ],
      displayType: 'PCT',
    });
  });

  it('shows the institution only when there is no peer', () => {
    const cre = row('CRE', 'CRE', [['2025-12-31', 40, null]], 'bar', false);
    expect(toConcentrationData([cre], '2025-12-31', labels).categories).toEqual(['First Bank']);
  });
});

describe('toNetBarData', () => {
  it('keeps NET, PLUS and MINUS and draws other rows as bars of their own', () => {
    const net = row('D', 'Deposit Growth', [['2025-12-31', 0.0004, -2]], 'NET');
    const minus = row('M', 'Run-off', [['2025-12-31', 1, 2]], 'MINUS');
    const line = row('N', 'NMD Growth', [['2025-12-31', 3, 4]], 'line');
    const data = toNetBarData([net, minus, line], '2025-12-31', labels);
    expect(data.categories).toEqual(['First Bank', 'National']);
    expect(data.series.map((s) => [s.name, s.compType, s.values])).toEqual([
      ['Deposit Growth', 'NET', [0.0004, -2]],
      ['Run-off', 'MINUS', [1, 2]],
      ['NMD Growth', 'NET', [3, 4]],
    ]);
  });
});

describe('concentrationTable', () => {
  it('has a row per subject and a percent column per series', () => {
    const cre = row('CRE', 'CRE', [['2025-12-31', 40, 30]]);
    const table = concentrationTable(toConcentrationData([cre], '2025-12-31', labels));
    expect(table.columns.map((c) => c.header)).toEqual(['Institution', 'CRE']);
    expect(table.columns[1]?.displayType).toBe('PCT');
    expect(table.rows).toEqual([
      { subject: 'First Bank', s0: 40 },
      { subject: 'National', s0: 30 },
    ]);
  });
});
