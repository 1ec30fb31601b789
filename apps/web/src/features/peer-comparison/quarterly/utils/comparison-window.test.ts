import type { MetricSeries } from '@app/core/api/metrics';
import { describe, expect, it } from 'vitest';
import { comparisonSeries } from './comparison-window';

function quarters(from: number, to: number): string[] {
  const dates: string[] = [];
  for (let year = from; year <= to; year++) {
    dates.push(`${year}-03-31`, `${year}-06-30`, `${year}-09-30`, `${year}-12-31`);
  }
  return dates;
}

const dates = quarters(2015, 2024);
const series: MetricSeries = {
  metricId: 'M',
  dates,
  dateSeries: [],
  institutionSeries: [
    { kind: 'institution', id: 1, label: 'Own Bank', values: dates.map((_, i) => i) },
    { kind: 'group', id: 9, label: 'Peers', values: dates.map(() => null) },
  ],
};

describe('comparisonSeries', () => {
  it('keeps the 20 quarters ending at the chosen date', () => {
    const data = comparisonSeries(series, '2023-06-30', 'PCT');
    expect(data.dates).toHaveLength(20);
    expect(data.dates[0]).toBe('2018-09-30');
    expect(data.dates.at(-1)).toBe('2023-06-30');
    expect(data.series[0]?.values.at(-1)).toBe(dates.indexOf('2023-06-30'));
  });

  it('gives the institution colour 0 and the group the peer role', () => {
    const data = comparisonSeries(series, '2024-12-31', 'USD');
    expect(data.series.map((s) => [s.name, s.role])).toEqual([
      ['Own Bank', 'institution'],
      ['Peers', 'peer'],
    ]);
    expect(data.displayType).toBe('USD');
  });

  it('is empty when the date is before every report', () => {
    expect(comparisonSeries(series, '2001-03-31', 'PCT').dates).toEqual([]);
  });
});
