import { describe, expect, it } from 'vitest';
import { DISPLAY_TYPES } from '../domain/display-type';
import { formatMetricValue, MISSING_VALUE } from './format-metric-value';

describe('formatMetricValue', () => {
  it('shows a dash for a missing value, whatever the type', () => {
    expect(MISSING_VALUE).toBe('-');
    for (const type of DISPLAY_TYPES) {
      for (const value of [null, undefined, NaN, Infinity, -Infinity]) {
        expect(formatMetricValue(value, type)).toBe('-');
      }
    }
  });

  it('USD: whole dollars', () => {
    expect(formatMetricValue(1_234_567.891, 'USD')).toBe('$1,234,568');
    expect(formatMetricValue(0, 'USD')).toBe('$0');
    expect(formatMetricValue(-1_234_567.891, 'USD')).toBe('-$1,234,568');
    expect(formatMetricValue(-0.4, 'USD')).toBe('$0'); // rounds to 0: no minus sign
    expect(formatMetricValue(1e15, 'USD')).toBe('$1,000,000,000,000,000');
  });

  it('USDM: thousands with K, whole dollars under $1,000', () => {
    // 1,234,567.891 / 1000 = 1,234.57 → 1,235
    expect(formatMetricValue(1_234_567.891, 'USDM')).toBe('$1,235K');
    expect(formatMetricValue(-1_234_567.891, 'USDM')).toBe('-$1,235K');
    expect(formatMetricValue(999.4, 'USDM')).toBe('$999');
    expect(formatMetricValue(-999, 'USDM')).toBe('-$999');
    expect(formatMetricValue(999.6, 'USDM')).toBe('$1K'); // $1,000 once rounded
    expect(formatMetricValue(0, 'USDM')).toBe('$0');
    expect(formatMetricValue(1e15, 'USDM')).toBe('$1,000,000,000,000K');
  });

  it('USDMM: millions with one decimal and MM, under $1,000,000 as USDM', () => {
    expect(formatMetricValue(1_234_567.891, 'USDMM')).toBe('$1.2MM');
    expect(formatMetricValue(987_654_321, 'USDMM')).toBe('$987.7MM');
    expect(formatMetricValue(-25_050_000, 'USDMM')).toBe('-$25.1MM'); // -25.05 rounds away from zero
    expect(formatMetricValue(999_960, 'USDMM')).toBe('$1,000K');
    expect(formatMetricValue(45_000, 'USDMM')).toBe('$45K');
    expect(formatMetricValue(12, 'USDMM')).toBe('$12');
    expect(formatMetricValue(0, 'USDMM')).toBe('$0');
    expect(formatMetricValue(1e15, 'USDMM')).toBe('$1,000,000,000.0MM');
  });

  it('TRILLION: trillions of dollars with 2 decimals and T', () => {
    expect(formatMetricValue(21_450_000_000_000, 'TRILLION')).toBe('$21.45T');
    expect(formatMetricValue(0, 'TRILLION')).toBe('$0.00T');
    expect(formatMetricValue(-3_005_000_000_000, 'TRILLION')).toBe('-$3.01T');
    expect(formatMetricValue(1_234_567, 'TRILLION')).toBe('$0.00T');
    expect(formatMetricValue(1e18, 'TRILLION')).toBe('$1,000,000.00T');
  });

  it('PCT: percent as stored, 2 decimals by default, 0 to 4 on request', () => {
    expect(formatMetricValue(1.25, 'PCT')).toBe('1.25%');
    expect(formatMetricValue(12.345, 'PCT')).toBe('12.35%');
    expect(formatMetricValue(0, 'PCT')).toBe('0.00%');
    expect(formatMetricValue(-0.5, 'PCT')).toBe('-0.50%');
    expect(formatMetricValue(-0.004, 'PCT')).toBe('0.00%');
    expect(formatMetricValue(1_234_567.891, 'PCT')).toBe('1,234,567.89%');
    expect(formatMetricValue(3.14159, 'PCT', { decimals: 0 })).toBe('3%');
    expect(formatMetricValue(3.14159, 'PCT', { decimals: 1 })).toBe('3.1%');
    expect(formatMetricValue(3.14159, 'PCT', { decimals: 4 })).toBe('3.1416%');
    expect(() => formatMetricValue(1, 'PCT', { decimals: 5 })).toThrow(RangeError);
    expect(() => formatMetricValue(1, 'PCT', { decimals: 1.5 })).toThrow(RangeError);
  });

  it('PCT2: a fraction of 1 times 100 with %', () => {
    expect(formatMetricValue(0.4567, 'PCT2')).toBe('45.67%');
    expect(formatMetricValue(1, 'PCT2')).toBe('100.00%');
    expect(formatMetricValue(0, 'PCT2')).toBe('0.00%');
    expect(formatMetricValue(-0.004, 'PCT2')).toBe('-0.40%');
    expect(formatMetricValue(0.123456, 'PCT2', { decimals: 0 })).toBe('12%');
    expect(formatMetricValue(12_345.678, 'PCT2')).toBe('1,234,567.80%');
  });

  it('DEC: 2 decimals', () => {
    expect(formatMetricValue(1_234.567, 'DEC')).toBe('1,234.57');
    expect(formatMetricValue(0, 'DEC')).toBe('0.00');
    expect(formatMetricValue(-7.5, 'DEC')).toBe('-7.50');
    expect(formatMetricValue(1e15, 'DEC')).toBe('1,000,000,000,000,000.00');
  });

  it('RATIO: 2 decimals with x', () => {
    expect(formatMetricValue(1.2345, 'RATIO')).toBe('1.23x');
    expect(formatMetricValue(0, 'RATIO')).toBe('0.00x');
    expect(formatMetricValue(-2, 'RATIO')).toBe('-2.00x');
    expect(formatMetricValue(123_456.789, 'RATIO')).toBe('123,456.79x');
  });

  it('INT: a whole number', () => {
    expect(formatMetricValue(1_234.5, 'INT')).toBe('1,235');
    expect(formatMetricValue(0, 'INT')).toBe('0');
    expect(formatMetricValue(-1_234.5, 'INT')).toBe('-1,235');
    expect(formatMetricValue(-0.2, 'INT')).toBe('0');
    expect(formatMetricValue(1e15, 'INT')).toBe('1,000,000,000,000,000');
  });

  it('ORDINAL: a whole number with its suffix', () => {
    expect(formatMetricValue(1, 'ORDINAL')).toBe('1st');
    expect(formatMetricValue(22.4, 'ORDINAL')).toBe('22nd');
    expect(formatMetricValue(0, 'ORDINAL')).toBe('0th');
    expect(formatMetricValue(1_001, 'ORDINAL')).toBe('1,001st');
  });
});
