import { describe, expect, it } from 'vitest';
import { formatOrdinal } from './format-ordinal';

describe('formatOrdinal', () => {
  it('gives English ordinal suffixes', () => {
    const cases: [number, string][] = [
      [1, '1st'],
      [2, '2nd'],
      [3, '3rd'],
      [4, '4th'],
      [10, '10th'],
      [11, '11th'],
      [12, '12th'],
      [13, '13th'],
      [21, '21st'],
      [22, '22nd'],
      [23, '23rd'],
      [101, '101st'],
      [111, '111th'],
      [112, '112th'],
      [1_000_003, '1,000,003rd'],
    ];
    for (const [value, text] of cases) expect(formatOrdinal(value)).toBe(text);
  });

  it('rounds fractions and handles zero and negatives', () => {
    expect(formatOrdinal(2.5)).toBe('3rd');
    expect(formatOrdinal(0)).toBe('0th');
    expect(formatOrdinal(-1)).toBe('-1st');
    expect(formatOrdinal(-0.2)).toBe('0th');
  });

  it('shows a dash when missing', () => {
    expect(formatOrdinal(null)).toBe('-');
    expect(formatOrdinal(undefined)).toBe('-');
    expect(formatOrdinal(NaN)).toBe('-');
  });
});
