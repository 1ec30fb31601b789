import { describe, expect, it } from 'vitest';
import {
  addQuarters,
  isQuarterEnd,
  parseQuarterEnd,
  quarterEnd,
  quarterEndOf,
  quarterRange,
} from './quarters';

describe('quarter-end dates', () => {
  it('recognizes the four quarter-end days only', () => {
    expect(['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31'].every(isQuarterEnd)).toBe(true);
    expect(isQuarterEnd('2025-06-31')).toBe(false);
    expect(isQuarterEnd('2025-12-30')).toBe(false);
  });

  it('steps forward and back across years', () => {
    expect(addQuarters('2025-12-31', 1)).toBe('2026-03-31');
    expect(addQuarters('2025-03-31', -1)).toBe('2024-12-31');
    expect(addQuarters('2025-06-30', -12)).toBe('2022-06-30');
    expect(addQuarters('2025-06-30', 0)).toBe('2025-06-30');
  });

  it('parses the year and quarter', () => {
    expect(parseQuarterEnd('2024-09-30')).toEqual({ year: 2024, quarter: 3 });
    expect(() => parseQuarterEnd('2024-09-29')).toThrow('Not a quarter-end date: 2024-09-29');
  });

  it('maps a calendar date to its quarter end', () => {
    expect(quarterEndOf('2025-11-03')).toBe('2025-12-31');
    expect(quarterEndOf('2025-01-01')).toBe('2025-03-31');
    expect(quarterEnd(2020, 2)).toBe('2020-06-30');
  });

  it('lists a range inclusively', () => {
    expect(quarterRange('2024-09-30', '2025-03-31')).toEqual([
      '2024-09-30',
      '2024-12-31',
      '2025-03-31',
    ]);
    expect(quarterRange('2025-03-31', '2024-12-31')).toEqual([]);
  });
});
