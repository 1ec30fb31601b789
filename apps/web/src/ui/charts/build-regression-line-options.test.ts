import { describe, expect, it } from 'vitest';
import { buildRegressionLineOptions, regressionTable } from './build-regression-line-options';
import type { RegressionLineData } from './build-regression-line-options';

const data: RegressionLineData = {
  points: [
    { x: 1, y: 0.5, reportDate: '2025-03-31' },
    { x: 3, y: 1.4, reportDate: '2025-06-30' },
    { x: null, y: 2 },
    { x: 2, y: null },
  ],
  slope: 0.45,
  intercept: 0.05,
  xLabel: 'Fed Funds',
  yLabel: 'Deposit Cost',
  displayType: 'PCT',
};

describe('buildRegressionLineOptions', () => {
  it('names both axes: the rate along the bottom, the metric above the side', () => {
    const option = buildRegressionLineOptions(data);
    expect(option.xAxis).toMatchObject({ name: 'Fed Funds' });
    expect(option.yAxis).toMatchObject({ name: 'Deposit Cost', nameLocation: 'end' });
  });

  it('plots only points with both values, the trend line over their range and the formula', () => {
    const option = buildRegressionLineOptions(data);
    expect(option.title).toMatchObject({ text: 'y = 0.45x + 0.05' });
    expect(option.series).toMatchObject([
      {
        type: 'scatter',
        data: [
          [1, 0.5],
          [3, 1.4],
        ],
      },
      {
        type: 'line',
        data: [
          [1, 0.5],
          [3, 1.4],
        ],
      },
    ]);
  });

  it('draws no trend line and no formula without slope or intercept', () => {
    const option = buildRegressionLineOptions({ ...data, slope: null });
    expect(option.title).toMatchObject({ text: '' });
    expect(option.series).toMatchObject([{ type: 'scatter' }, { type: 'line', data: [] }]);
  });

  it('tables the points used', () => {
    expect(regressionTable(data).rows).toEqual([
      { reportDate: '2025-03-31', x: 1, y: 0.5 },
      { reportDate: '2025-06-30', x: 3, y: 1.4 },
    ]);
  });
});
