import { describe, expect, it } from 'vitest';
import { parseNumber } from './parse-number';

describe('parseNumber', () => {
  it('reads plain decimals as the agencies write them', () => {
    expect(parseNumber('2456465059531')).toBe(2456465059531);
    expect(parseNumber('-35')).toBe(-35);
    expect(parseNumber('6.25')).toBe(6.25);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('2.12536056742026E-02')).toBe(0.0212536056742026);
    expect(parseNumber(' 42 ')).toBe(42);
    expect(parseNumber('0')).toBe(0);
  });

  it('refuses anything else, so that a shifted or garbled column is caught', () => {
    for (const text of [
      '',
      ' ',
      '1,234',
      '$5',
      '12a',
      'NaN',
      'Infinity',
      '0x1F',
      '1e',
      '--1',
      'NR',
    ])
      expect(parseNumber(text), text).toBeNull();
  });
});
