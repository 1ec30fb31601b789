import { describe, expect, it } from 'vitest';
import { formatMonthYear } from './format-month-year';

describe('formatMonthYear', () => {
  it('shows report dates as MMM yyyy', () => {
    expect(formatMonthYear('2025-12-31')).toBe('Dec 2025');
    expect(formatMonthYear('2025-03-31')).toBe('Mar 2025');
    expect(formatMonthYear('2024-09-30')).toBe('Sep 2024');
    expect(formatMonthYear('1999-06-30')).toBe('Jun 1999');
  });

  it("keeps a report date's calendar date in any time zone", () => {
    expect(formatMonthYear('2025-12-31', 'America/Los_Angeles')).toBe('Dec 2025');
    expect(formatMonthYear('2025-03-31', 'Pacific/Kiritimati')).toBe('Mar 2025');
  });

  it('reads a timestamp in the given zone', () => {
    // 2026-01-01 03:00 UTC is still December 31 in New York
    expect(formatMonthYear('2026-01-01T03:00:00Z', 'America/New_York')).toBe('Dec 2025');
    expect(formatMonthYear('2026-01-01T03:00:00Z', 'UTC')).toBe('Jan 2026');
    expect(formatMonthYear(new Date(Date.UTC(2025, 11, 5)), 'UTC')).toBe('Dec 2025');
  });

  it('shows a dash when missing and refuses what does not parse', () => {
    expect(formatMonthYear(null)).toBe('-');
    expect(formatMonthYear(undefined)).toBe('-');
    expect(formatMonthYear('')).toBe('-');
    expect(() => formatMonthYear('2025-02-30')).toThrow('Invalid date: 2025-02-30');
    expect(() => formatMonthYear('December 2025')).toThrow('Invalid date: December 2025');
    expect(() => formatMonthYear(new Date(NaN))).toThrow('Invalid date: Invalid Date');
  });
});
