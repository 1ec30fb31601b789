import type { MetricSeries, Statistical } from '@app/core/api/metrics';
import type { Rate } from '@app/core/api/rates';
import { describe, expect, it } from 'vitest';
import {
  ratesOfMetric,
  statisticOf,
  toCorrelationChartData,
  toHeatMapCells,
} from './correlation-data';

const rate = (rateId: string, rateIdStatistical: string, correlationsDefault = false): Rate => ({
  rateId,
  rateIdStatistical,
  rateName: `Rate ${rateId}`,
  category: 'Treasury Rates',
  correlationsDefault,
});
const rates = [rate('DGS10', '10yr'), rate('DGS5', '5yr'), rate('FEDFUNDS', 'FedFunds', true)];

describe('ratesOfMetric', () => {
  it('keeps the rates the metric offers, in list order', () => {
    expect(ratesOfMetric({ rates: ['FedFunds', '10yr'] }, rates).map((r) => r.rateId)).toEqual([
      'DGS10',
      'FEDFUNDS',
    ]);
    expect(ratesOfMetric(null, rates)).toEqual([]);
  });
});

describe('toCorrelationChartData', () => {
  const series: MetricSeries = {
    metricId: 'COST',
    dates: ['2024-12-31', '2025-03-31', '2025-06-30'],
    dateSeries: [],
    institutionSeries: [
      { kind: 'institution', id: 1, label: 'First Bank', values: [1, 1.5, 2] },
      { kind: 'group', id: 9, label: 'Peers', values: [1.1, null, 2.2] },
    ],
  };

  it('orders rate, peer, institution over the range, the rate matched by date', () => {
    const data = toCorrelationChartData(
      series,
      'PCT',
      { rateName: 'Fed Funds' },
      [
        { reportDate: '2025-03-31', value: 4.3 },
        { reportDate: '2025-06-30', value: 4.1 },
      ],
      { startDate: '2025-03-31', endDate: '2025-06-30' },
    );
    expect(data.dates).toEqual(['2025-03-31', '2025-06-30']);
    expect(data.series.map((s) => [s.name, s.role, s.values])).toEqual([
      ['Fed Funds', 'rate', [4.3, 4.1]],
      ['Peers', 'peer', [null, 2.2]],
      ['First Bank', 'institution', [1.5, 2]],
    ]);
  });

  it('leaves a gap where the rate has no quarter', () => {
    const data = toCorrelationChartData(series, 'PCT', { rateName: 'R' }, [], null);
    expect(data.series[0]?.values).toEqual([null, null, null]);
  });
});

const row = (
  rateId: string,
  stat: string,
  lagMonths: number,
  beta: number | null,
): Statistical => ({
  rateId,
  rateIdStatistical: stat,
  rateName: rateId,
  lagMonths,
  beta,
  rSquared: beta === null ? null : beta / 2,
  intercept: 0,
  points: 12,
});

describe('statisticOf and toHeatMapCells', () => {
  const rows = [
    row('FEDFUNDS', 'FedFunds', 0, 0.42),
    row('FEDFUNDS', 'FedFunds', 3, 0.3),
    row('WM2NS', 'M2', 0, 9),
  ];

  it('reads the rate at lag 0', () => {
    expect(statisticOf(rows, 'FEDFUNDS')).toEqual({ beta: 0.42, rSquared: 0.21 });
    expect(statisticOf(rows, 'DGS10')).toBeNull();
    expect(statisticOf(undefined, 'FEDFUNDS')).toBeNull();
  });

  it('keeps the heat-map columns and every lag', () => {
    expect(toHeatMapCells(rows, 'beta')).toEqual([
      { lagMonths: 0, column: 'FedFunds', value: 0.42 },
      { lagMonths: 3, column: 'FedFunds', value: 0.3 },
    ]);
    expect(toHeatMapCells(rows, 'rSquared')[0]?.value).toBe(0.21);
  });
});
