import type { SummaryRow } from '@app/core/api/metrics';
import { describe, expect, it } from 'vitest';
import { groupSummaryTable } from './group-summary-table';

const row: SummaryRow = {
  sectionTitle: 'Liquidity',
  rowTitle: 'Loans to Deposits',
  rowInformation: '',
  metricId: 'LBPRLNDEP',
  displayType: 'PCT',
  rankSort: 'N',
  level: 0,
  institutionValue: 81.25,
  groupValue: 79.5,
  difference: 1.75,
  institutionRank: 3,
  institutionsReporting: 12,
  institutionsWithValue: 12,
  topInstitutionIid: 7,
  topInstitutionLabel: 'Top Bank (Austin, TX)',
  topInstitutionValue: 99.1,
};

describe('groupSummaryTable', () => {
  it('exports raw numbers and the rank as shown', () => {
    const table = groupSummaryTable([row]);
    expect(table.columns.map((c) => c.header)).toEqual([
      'Section',
      'Metric',
      'Value',
      'Rank',
      'Average',
      'Difference',
      'Top Institution',
      'Top Institution Value',
    ]);
    expect(table.rows[0]).toEqual({
      section: 'Liquidity',
      metric: 'Loans to Deposits',
      value: 81.25,
      rank: '3 of 12',
      average: 79.5,
      difference: 1.75,
      topInstitution: 'Top Bank (Austin, TX)',
      topValue: 99.1,
    });
  });

  it('leaves missing figures empty', () => {
    const table = groupSummaryTable([
      { ...row, institutionValue: null, institutionRank: null, topInstitutionLabel: null },
    ]);
    expect(table.rows[0]).toMatchObject({ value: null, rank: null, topInstitution: null });
  });
});
