import { describe, expect, it } from 'vitest';
import { formatTrendLineFormula } from './format-trend-line-formula';

describe('formatTrendLineFormula', () => {
  it('writes y = slope x + intercept to 2 decimals', () => {
    expect(formatTrendLineFormula(0.4512, 1.234)).toBe('y = 0.45x + 1.23');
  });

  it('writes a negative intercept as a subtraction', () => {
    expect(formatTrendLineFormula(0.45, -1.23)).toBe('y = 0.45x - 1.23');
  });

  it('keeps the sign of a negative slope', () => {
    expect(formatTrendLineFormula(-0.45, 1.23)).toBe('y = -0.45x + 1.23');
    expect(formatTrendLineFormula(-0.45, -1.23)).toBe('y = -0.45x - 1.23');
  });

  it('reads the intercept sign after rounding, and shows zeros', () => {
    expect(formatTrendLineFormula(0, -0.001)).toBe('y = 0.00x + 0.00');
    expect(formatTrendLineFormula(1_234.5, 0)).toBe('y = 1,234.50x + 0.00');
  });

  it('is empty when a figure is missing', () => {
    expect(formatTrendLineFormula(null, 1)).toBe('');
    expect(formatTrendLineFormula(0.5, undefined)).toBe('');
    expect(formatTrendLineFormula(NaN, 1)).toBe('');
  });
});
