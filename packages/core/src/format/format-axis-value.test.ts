import { describe, expect, it } from 'vitest';
import { formatAxisValue } from './format-axis-value';

describe('formatAxisValue', () => {
  it('shows money in millions with M', () => {
    expect(formatAxisValue(1_234_567.891, 'USD')).toBe('$1.2M');
    expect(formatAxisValue(250_000_000, 'USDM')).toBe('$250M');
    expect(formatAxisValue(-3_500_000, 'USDMM')).toBe('-$3.5M');
    expect(formatAxisValue(0, 'USD')).toBe('$0M');
    expect(formatAxisValue(1e15, 'USD')).toBe('$1,000,000,000M');
  });

  it('shows money under a million in whole dollars rather than $0M', () => {
    expect(formatAxisValue(12_345.6, 'USD')).toBe('$12,346');
    expect(formatAxisValue(-999_999, 'USD')).toBe('-$999,999');
  });

  it('shows percentages with up to 2 decimals', () => {
    expect(formatAxisValue(1.25, 'PCT')).toBe('1.25%');
    expect(formatAxisValue(2, 'PCT')).toBe('2%');
    expect(formatAxisValue(-0.5, 'PCT')).toBe('-0.5%');
    expect(formatAxisValue(0, 'PCT')).toBe('0%');
  });

  it('shows PCT2 (the percentile axis) times 100', () => {
    expect(formatAxisValue(0.5, 'PCT2')).toBe('50%');
    expect(formatAxisValue(1, 'PCT2')).toBe('100%');
    expect(formatAxisValue(0.125, 'PCT2')).toBe('12.5%');
    expect(formatAxisValue(0, 'PCT2')).toBe('0%');
  });

  it('shows TRILLION as a bare number of trillions', () => {
    expect(formatAxisValue(21_450_000_000_000, 'TRILLION')).toBe('21.5');
    expect(formatAxisValue(0, 'TRILLION')).toBe('0');
  });

  it('shows other types as their values, and a dash when missing', () => {
    expect(formatAxisValue(1.2345, 'RATIO')).toBe('1.23x');
    expect(formatAxisValue(3, 'ORDINAL')).toBe('3rd');
    expect(formatAxisValue(1_234.5, 'INT')).toBe('1,235');
    expect(formatAxisValue(null, 'USD')).toBe('-');
    expect(formatAxisValue(NaN, 'PCT')).toBe('-');
  });
});
