import { describe, expect, it } from 'vitest';
import {
  isQuarterEnd,
  parseIsoDate,
  parseMmddyyyy,
  parseUsDate,
  parseYyyymmdd,
} from './parse-date';

describe('parseUsDate', () => {
  it('reads M/D/YYYY with or without the time NCUA adds', () => {
    expect(parseUsDate('6/30/2019')).toBe('2019-06-30');
    expect(parseUsDate('12/31/2025 0:00:00')).toBe('2025-12-31');
    expect(parseUsDate('1/29/2026 11:04:46 PM')).toBe('2026-01-29');
    expect(parseUsDate('3/25/2025 5:00:00 AM')).toBe('2025-03-25');
    expect(parseUsDate(' 03/05/2024 ')).toBe('2024-03-05');
  });

  it('refuses what is not a calendar date', () => {
    for (const text of [
      '2/30/2024',
      '13/1/2024',
      '0/1/2024',
      '2024-06-30',
      '6/30/19',
      '6/30/2019 noon',
      '',
    ])
      expect(parseUsDate(text), text).toBeNull();
    expect(parseUsDate('2/29/2024')).toBe('2024-02-29');
    expect(parseUsDate('2/29/2023')).toBeNull();
  });
});

describe('compact and ISO dates', () => {
  it('reads MMDDYYYY (FFIEC names), YYYYMMDD (SDI names) and YYYY-MM-DD (FRED)', () => {
    expect(parseMmddyyyy('06302019')).toBe('2019-06-30');
    expect(parseMmddyyyy('6302019')).toBeNull();
    expect(parseMmddyyyy('06312019')).toBeNull();
    expect(parseYyyymmdd('20190630')).toBe('2019-06-30');
    expect(parseYyyymmdd('20191331')).toBeNull();
    expect(parseIsoDate('1962-01-02')).toBe('1962-01-02');
    expect(parseIsoDate('1962-1-2')).toBeNull();
    expect(parseIsoDate('2023-02-29')).toBeNull();
  });

  it('knows the four quarter ends', () => {
    expect(['2019-03-31', '2019-06-30', '2019-09-30', '2019-12-31'].map(isQuarterEnd)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['2019-06-29', '2019-04-30', '2019-12-30'].map(isQuarterEnd)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
