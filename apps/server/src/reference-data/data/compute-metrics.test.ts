import { describe, expect, it } from 'vitest';
import { statisticsOf } from './compute-metrics';

describe('the statistics stored with a cross-section', () => {
  it('counts, sums in iid order, sorts with running sums, and names the lowest iid of the highest and lowest value', () => {
    expect(statisticsOf([3, 5, 8, 9], [1000, 800, 1000, 800])).toEqual({
      n: 4,
      total: 3600,
      sorted: [800, 800, 1000, 1000],
      prefix: [800, 1600, 2600, 3600],
      highIid: 3,
      lowIid: 5,
    });
  });

  it('has no top institution when nobody has a value', () => {
    expect(statisticsOf([], [])).toEqual({
      n: 0,
      total: 0,
      sorted: [],
      prefix: [],
      highIid: null,
      lowIid: null,
    });
  });
});
