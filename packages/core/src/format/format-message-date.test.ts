import { describe, expect, it } from 'vitest';
import { formatMessageDate } from './format-message-date';

describe('formatMessageDate', () => {
  it('shows MMM dd, yyyy with a two-digit day', () => {
    expect(formatMessageDate('2025-12-05')).toBe('Dec 05, 2025');
    expect(formatMessageDate('2024-02-29')).toBe('Feb 29, 2024');
    expect(formatMessageDate('2025-11-30')).toBe('Nov 30, 2025');
  });

  it('reads a timestamp in the given zone', () => {
    // 04:30 UTC on the 6th is the evening of the 5th in Chicago
    expect(formatMessageDate('2025-12-06T04:30:00Z', 'America/Chicago')).toBe('Dec 05, 2025');
    expect(formatMessageDate('2025-12-06T04:30:00Z', 'UTC')).toBe('Dec 06, 2025');
    expect(formatMessageDate('2025-12-05T23:00:00-05:00', 'UTC')).toBe('Dec 06, 2025');
  });

  it('shows a dash when missing and refuses what does not parse', () => {
    expect(formatMessageDate(null)).toBe('-');
    expect(formatMessageDate('')).toBe('-');
    expect(() => formatMessageDate('2025-13-01')).toThrow('Invalid date: 2025-13-01');
    expect(() => formatMessageDate('yesterday')).toThrow('Invalid date: yesterday');
  });
});
