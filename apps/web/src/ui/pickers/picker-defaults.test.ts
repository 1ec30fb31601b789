import { describe, expect, it } from 'vitest';
import { defaultMetricId, defaultRateId } from './picker-defaults';

describe('picker defaults (spec 2 section 4)', () => {
  const metrics = [{ metricId: 'A' }, { metricId: 'B' }, { metricId: 'C' }];

  it('take the saved metric, else the current one, else the first', () => {
    expect(defaultMetricId(metrics, 'C', 'B')).toBe('C');
    expect(defaultMetricId(metrics, 'gone', 'B')).toBe('B');
    expect(defaultMetricId(metrics, null, null)).toBe('A');
    expect(defaultMetricId([], 'C', 'B')).toBeNull();
  });

  it('never default to a metric the plan locks, saved or first', () => {
    const listed = [{ metricId: 'A', locked: true }, { metricId: 'B' }, { metricId: 'C' }];
    expect(defaultMetricId(listed, 'A', null)).toBe('B');
    expect(defaultMetricId(listed, null, null)).toBe('B');
  });

  it('take the requested rate, else the saved one, else the correlations default, else the first', () => {
    const rates = [
      { rateId: 'r1', correlationsDefault: false },
      { rateId: 'r2', correlationsDefault: true },
      { rateId: 'r3', correlationsDefault: false },
    ];
    expect(defaultRateId(rates, 'r3', 'r1')).toBe('r3');
    expect(defaultRateId(rates, 'gone', 'r1')).toBe('r1');
    expect(defaultRateId(rates, null, 'gone')).toBe('r2');
    const noDefault = rates.map((rate) => ({ ...rate, correlationsDefault: false }));
    expect(defaultRateId(noDefault, null, null)).toBe('r1');
  });
});
