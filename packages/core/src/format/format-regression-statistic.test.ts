import { describe, expect, it } from 'vitest';
import { formatRegressionStatistic, INSUFFICIENT_DATA } from './format-regression-statistic';

describe('formatRegressionStatistic', () => {
  it('shows beta and R squared to 2 decimals', () => {
    expect(formatRegressionStatistic(0.4512)).toBe('0.45');
    expect(formatRegressionStatistic(0.455)).toBe('0.46');
    expect(formatRegressionStatistic(-1.2345)).toBe('-1.23');
    expect(formatRegressionStatistic(0)).toBe('0.00');
    expect(formatRegressionStatistic(1)).toBe('1.00');
    expect(formatRegressionStatistic(-0.001)).toBe('0.00');
    expect(formatRegressionStatistic(12_345.678)).toBe('12,345.68');
  });

  it("shows 'Insufficient Data' when missing (spec 2 section 5)", () => {
    expect(INSUFFICIENT_DATA).toBe('Insufficient Data');
    expect(formatRegressionStatistic(null)).toBe('Insufficient Data');
    expect(formatRegressionStatistic(undefined)).toBe('Insufficient Data');
    expect(formatRegressionStatistic(NaN)).toBe('Insufficient Data');
  });
});
