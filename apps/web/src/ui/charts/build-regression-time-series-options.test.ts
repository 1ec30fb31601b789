import { describe, expect, it } from 'vitest';
import {
  buildRegressionTimeSeriesOptions,
  regressionTimeSeriesTable,
  type RegressionTimeSeriesData,
} from './build-regression-time-series-options';

const data: RegressionTimeSeriesData = {
  dates: ['2025-03-31', '2025-06-30', '2025-09-30'],
  rate: [4, 4.5, null],
  actual: [1.5, 1.7, 1.8],
  rateName: 'Fed Funds',
  metricName: 'Deposit Cost',
  displayType: 'PCT',
  slope: 0.4,
  intercept: -0.1,
};

type Series = { type?: string; name?: string; data?: unknown[]; lineStyle?: { type?: string } };

describe('buildRegressionTimeSeriesOptions', () => {
  it('names each axis: the metric on the left, the rate on the right', () => {
    const option = buildRegressionTimeSeriesOptions(data);
    expect(option.yAxis).toMatchObject([{ name: 'Deposit Cost' }, { name: 'Fed Funds' }]);
  });

  it('draws the rate as bars, the prediction dashed and the actual line, with the formula', () => {
    const option = buildRegressionTimeSeriesOptions(data);
    const series = option.series as Series[];
    expect(series.map((s) => [s.type, s.name])).toEqual([
      ['bar', 'Fed Funds'],
      ['line', 'Predicted'],
      ['line', 'Actual'],
    ]);
    expect(series[1]?.data).toEqual([1.5, 1.7, null]);
    expect(series[1]?.lineStyle?.type).toBe('dashed');
    expect((option.title as { text: string }).text).toBe('y = 0.40x - 0.10');
  });

  it('predicts nothing without a fit', () => {
    const option = buildRegressionTimeSeriesOptions({ ...data, slope: null });
    expect((option.series as Series[])[1]?.data).toEqual([null, null, null]);
    expect((option.title as { text: string }).text).toBe('');
  });

  it('tables date, rate, predicted and actual', () => {
    const table = regressionTimeSeriesTable(data);
    expect(table.columns.map((c) => c.header)).toEqual([
      'Date',
      'Fed Funds',
      'Predicted',
      'Actual',
    ]);
    expect(table.rows[2]).toEqual({
      reportDate: '2025-09-30',
      rate: null,
      predicted: null,
      actual: 1.8,
    });
  });
});
