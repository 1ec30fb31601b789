import type { Metric } from '@app/core/api/metrics';
import { describe, expect, it } from 'vitest';
import { chooseMetricId, metricPickerItems } from './metric-choice';

const metric = (metricId: string, extra: Partial<Metric> = {}): Metric => ({
  metricId,
  metricTitle: `Title ${metricId}`,
  metricInformation: `Information ${metricId}`,
  categoryTitle: '1. Balance Sheet',
  category: '1. Balance Sheet',
  metricDisplayOrder: 1,
  displayType: 'PCT',
  rankSort: 'H',
  description1: '',
  alternateTitle: null,
  rates: [],
  ...extra,
});

describe('chooseMetricId', () => {
  const metrics = [metric('A'), metric('B'), metric('C')];

  it('prefers the saved metric, then the current one, then the first', () => {
    expect(chooseMetricId(metrics, 'C', 'B')).toBe('C');
    expect(chooseMetricId(metrics, undefined, 'B')).toBe('B');
    expect(chooseMetricId(metrics, undefined, null)).toBe('A');
  });

  it('passes over ids that are not in the list', () => {
    expect(chooseMetricId(metrics, 'GONE', 'B')).toBe('B');
    expect(chooseMetricId(metrics, 'GONE', 'ALSO_GONE')).toBe('A');
    expect(chooseMetricId([], 'A', 'B')).toBeNull();
  });
});

describe('metricPickerItems', () => {
  it('searches the information text of trend metrics and the alternate title of correlations', () => {
    const m = metric('A', { alternateTitle: 'Alt A', categoryTitle: '2. Costs' });
    expect(metricPickerItems([m], 'metricInformation')[0]).toMatchObject({
      id: 'A',
      title: 'Title A',
      category: '2. Costs',
      searchText: ['Information A'],
    });
    expect(metricPickerItems([m], 'alternateTitle')[0]?.searchText).toEqual(['Alt A']);
  });
});
