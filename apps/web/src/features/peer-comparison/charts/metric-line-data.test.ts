import type { MetricSeries } from '@app/core/api/metrics';
import { describe, expect, it } from 'vitest';
import { isInWindow, toMetricLineData } from './metric-line-data';

const series: MetricSeries = {
  metricId: 'LBPRPD30TOT',
  dates: ['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31'],
  dateSeries: [],
  institutionSeries: [
    { kind: 'institution', id: 1, label: 'First Bank (Austin, TX)', values: [1, 2, null, 4] },
    { kind: 'group', id: 9, label: 'National', values: [1.5, 2.5, 3.5, null] },
  ],
};

describe('toMetricLineData', () => {
  it('keeps the dates of the range, institution first and the group as the peer', () => {
    const data = toMetricLineData(series, 'PCT', {
      startDate: '2025-06-30',
      endDate: '2025-09-30',
    });
    expect(data.dates).toEqual(['2025-06-30', '2025-09-30']);
    expect(data.series).toEqual([
      { name: 'First Bank (Austin, TX)', role: 'institution', values: [2, null] },
      { name: 'National', role: 'peer', values: [2.5, 3.5] },
    ]);
    expect(data.displayType).toBe('PCT');
  });

  it('carries the notes of the dates kept, for the tooltip', () => {
    const noted: MetricSeries = {
      ...series,
      institutionSeries: [
        { ...series.institutionSeries[0]!, notes: [null, null, 'not-reported', null] },
      ],
    };
    const data = toMetricLineData(noted, 'PCT', {
      startDate: '2025-06-30',
      endDate: '2025-09-30',
    });
    expect(data.series[0]).toMatchObject({ values: [2, null], notes: [null, 'not-reported'] });
  });

  it('keeps every date without a range, and nothing when the range holds none', () => {
    expect(toMetricLineData(series, 'PCT', null).dates).toHaveLength(4);
    const empty = toMetricLineData(series, 'PCT', {
      startDate: '2030-03-31',
      endDate: '2030-12-31',
    });
    expect(empty.dates).toEqual([]);
    expect(empty.series[0]?.values).toEqual([]);
  });

  it('includes both ends of the range', () => {
    const window = { startDate: '2025-03-31', endDate: '2025-06-30' };
    expect(isInWindow('2025-03-31', window)).toBe(true);
    expect(isInWindow('2025-06-30', window)).toBe(true);
    expect(isInWindow('2025-09-30', window)).toBe(false);
  });
});
