import { describe, expect, it } from 'vitest';
import { buildConcentrationOptions } from './build-concentration-options';

describe('buildConcentrationOptions', () => {
  it('stacks shares on a 0..100% axis in steps of 25', () => {
    const option = buildConcentrationOptions({
      categories: ['First Bank', 'Peer Group'],
      displayType: 'PCT',
      series: [
        { name: 'Residential', role: 'element', values: [60, 45.5] },
        { name: 'Consumer', role: 'element', values: [40, null] },
      ],
    });
    expect(option.yAxis).toMatchObject({ type: 'value', min: 0, max: 100, interval: 25 });
    const yAxis = option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect([0, 25, 50, 75, 100].map(yAxis.axisLabel.formatter)).toEqual([
      '0%',
      '25%',
      '50%',
      '75%',
      '100%',
    ]);
    expect(option.series).toMatchObject([
      { type: 'bar', stack: 'share', data: [60, 45.5] },
      { type: 'bar', stack: 'share', data: [40, null] },
    ]);
  });
});
