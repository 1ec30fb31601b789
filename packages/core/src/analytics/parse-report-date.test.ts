import { describe, expect, it } from 'vitest';
import { parseReportDate } from './parse-report-date';

describe('parseReportDate', () => {
  it('accepts quarter ends, also as the date part of a timestamp', () => {
    expect(parseReportDate('2025-12-31')).toBe('2025-12-31');
    expect(parseReportDate('2025-03-31T00:00:00Z')).toBe('2025-03-31');
    expect(parseReportDate(' 2024-06-30 ')).toBe('2024-06-30');
  });

  it("throws spec 2's 'Invalid date: {value}' otherwise", () => {
    expect(() => parseReportDate('2025-12-30')).toThrow('Invalid date: 2025-12-30');
    expect(() => parseReportDate('12/31/2025')).toThrow('Invalid date: 12/31/2025');
    expect(() => parseReportDate('')).toThrow('Invalid date: ');
  });
});
