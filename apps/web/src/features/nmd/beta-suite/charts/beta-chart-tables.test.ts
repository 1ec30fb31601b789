import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../../ui/export/to-csv';
import { cycleAnswer, scenarioAnswer } from '../beta-suite-fixtures';
import {
  betaBinLabel,
  betaHistogramTable,
  cycleBetaPathTable,
  scenarioPathTable,
} from './beta-chart-tables';
import { betaHistogramOption } from './beta-chart-options';

describe('Beta Suite chart tables', () => {
  it('names a histogram bin "−0.05 to 0.03": a true minus, "to", no sign on a bound of 0', () => {
    expect(betaBinLabel({ from: -0.05, to: 0.03 })).toBe('\u22120.05 to 0.03');
    expect(betaBinLabel({ from: -0.001, to: 0.25 })).toBe('0.00 to 0.25');
    expect(betaBinLabel({ from: -1.2, to: -0.75 })).toBe('\u22121.20 to \u22120.75');
    // The chart's axis reads the same words as its table.
    const option = betaHistogramOption([{ from: -0.05, to: 0.03, count: 4, institution: true }]);
    expect(option.xAxis).toMatchObject({ data: ['\u22120.05 to 0.03'] });
  });

  it('exports a histogram as one row a bin, raw bounds and counts, your bin marked', () => {
    const table = betaHistogramTable([
      { from: -0.05, to: 0.03, count: 12, institution: false },
      { from: 0.03, to: 0.11, count: 1, institution: true },
    ]);
    expect(toCsv(table)).toBe(
      'Beta bin,From,To,Institutions,Your institution\r\n' +
        '\u22120.05 to 0.03,-0.05,0.03,12,No\r\n' +
        '0.03 to 0.11,0.03,0.11,1,Yes\r\n',
    );
  });

  it('exports the cycle path a quarter a row, a missing figure as an empty field', () => {
    expect(toCsv(cycleBetaPathTable(cycleAnswer()))).toBe(
      'Quarter,Cost change (pp),Rate change (pp),Cumulative beta\r\n' +
        '2022Q1,0,0,\r\n' +
        '2022Q2,,0.75,\r\n' +
        '2022Q3,0.74,1.75,0.422857\r\n',
    );
  });

  it('exports the scenario paths from the starting quarter, a column a scenario', () => {
    expect(toCsv(scenarioPathTable(scenarioAnswer()))).toBe(
      'Quarters ahead (0: now),Quarter,\u2212300 bp,+100 bp\r\n' +
        '0,2025Q3,2.1,2.1\r\n' +
        '1,2025Q4,1.05,2.45\r\n' +
        '2,2026Q1,1.05,2.45\r\n',
    );
  });
});
