import { describe, expect, it } from 'vitest';
import { findMetric } from '../../reference-data/catalogue/find-metric';
import { metricLists } from '../../reference-data/catalogue/metric-lists';
import { quarterlySummaryLayout } from './quarterly-summary-layout';

describe.each(['bank', 'credit union'] as const)('%s metric selections', (type) => {
  it('name only metrics of the catalogue of the type', () => {
    for (const section of quarterlySummaryLayout(type)) {
      for (const row of section.rows)
        expect(findMetric(row.metricId, type), row.metricId).toBeDefined();
    }
  });

  it('offer decay balances and correlation rates and costs', () => {
    expect(metricLists.decay(type).length).toBeGreaterThanOrEqual(8);
    expect(metricLists.decay(type).every((m) => m.displayType === 'USD')).toBe(true);
    const correlation = metricLists.correlation(type);
    expect(
      correlation.some(
        (m) => m.categoryTitle === '2. Deposit and Borrowing Costs (QTR - Annualized)',
      ),
    ).toBe(true);
    expect(correlation.every((m) => m.displayType === 'PCT')).toBe(true);
  });
});
