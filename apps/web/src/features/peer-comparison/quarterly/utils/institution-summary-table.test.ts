import { describe, expect, it } from 'vitest';
import type { InstitutionSummaryRow } from '@app/core/api/metrics';
import { institutionSummaryTable } from './institution-summary-table';

const row: InstitutionSummaryRow = {
  sectionTitle: 'Capital',
  rowTitle: 'Leverage Ratio',
  rowInformation: '',
  metricId: 'LBPR7204',
  displayType: 'PCT',
  rankSort: 'H',
  level: 0,
  institutionValue: 10.5,
  peers: [
    { iid: 22, value: 9.5, difference: 1 },
    { iid: 11, value: 12, difference: -1.5 },
  ],
};

describe('institutionSummaryTable', () => {
  it('has a Value and Difference pair per peer, in the selector order', () => {
    const table = institutionSummaryTable([row], { iid: 1, label: 'Own Bank' }, [
      { iid: 11, label: 'Eleven' },
      { iid: 22, label: 'Twenty-Two' },
      { iid: 33, label: 'Missing' },
    ]);
    expect(table.columns.map((c) => c.header)).toEqual([
      'Section',
      'Metric',
      'Own Bank',
      'Eleven Value',
      'Eleven Difference',
      'Twenty-Two Value',
      'Twenty-Two Difference',
      'Missing Value',
      'Missing Difference',
    ]);
    expect(table.rows[0]).toEqual({
      section: 'Capital',
      metric: 'Leverage Ratio',
      value: 10.5,
      p0value: 12,
      p0difference: -1.5,
      p1value: 9.5,
      p1difference: 1,
      p2value: null,
      p2difference: null,
    });
  });
});
