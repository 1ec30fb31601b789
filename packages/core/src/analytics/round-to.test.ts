import { describe, expect, it } from 'vitest';
import { roundTo } from './round-to';

describe('roundTo', () => {
  it('rounds halves of the decimal figure away from zero', () => {
    // 1.005 and 2.675 are stored a hair below the half; the reader sees the half.
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(1234.5, 0)).toBe(1235);
  });

  it('removes binary noise', () => {
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3); // 0.30000000000000004
    expect(roundTo(1.1 - 1, 2)).toBe(0.1); // 0.10000000000000009
    expect(roundTo(1 / 3, 4)).toBe(0.3333);
  });

  it('never gives -0, and null for non-finite input', () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundTo(-0, 2), 0)).toBe(true);
    expect(roundTo(NaN, 2)).toBeNull();
    expect(roundTo(Infinity, 2)).toBeNull();
  });

  it('keeps huge values', () => {
    expect(roundTo(123456789012.345, 2)).toBe(123456789012.35);
  });

  it('refuses a decimals count it cannot honour', () => {
    expect(() => roundTo(1, -1)).toThrow(RangeError);
    expect(() => roundTo(1, 1.5)).toThrow(RangeError);
    expect(() => roundTo(1, 16)).toThrow(RangeError);
  });
});
