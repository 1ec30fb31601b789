import { describe, expect, it } from 'vitest';
import { toFiniteNumber } from './to-finite-number';

describe('toFiniteNumber', () => {
  it('keeps finite numbers', () => {
    expect(toFiniteNumber(1.25)).toBe(1.25);
    expect(toFiniteNumber(0)).toBe(0);
    expect(toFiniteNumber(-3)).toBe(-3);
  });

  it('reads strings that are wholly a decimal number', () => {
    expect(toFiniteNumber('1.25')).toBe(1.25);
    expect(toFiniteNumber(' -3 ')).toBe(-3);
    expect(toFiniteNumber('+.5')).toBe(0.5);
    expect(toFiniteNumber('1e2')).toBe(100);
    expect(toFiniteNumber('4.')).toBe(4);
  });

  it('drops what is not a finite number (spec 2 section 5: NaN dropped)', () => {
    // Number('') and Number(' ') are 0, parseFloat('12abc') is 12, Number('0x10') is 16: all refused.
    for (const value of ['', ' ', 'abc', '12abc', '0x10', 'NaN', 'Infinity', '1,000', '1e999']) {
      expect(toFiniteNumber(value)).toBeNull();
    }
    for (const value of [NaN, Infinity, -Infinity, null, undefined]) {
      expect(toFiniteNumber(value)).toBeNull();
    }
  });
});
