import { describe, expect, it } from 'vitest';
import { idListText, idParam, isoDateOrDateTime, isValidDate, quarterEndDate } from './input';

describe('the shared id and date shapes', () => {
  it('takes ids of 1 to 2^31 − 1 written in digits only', () => {
    expect(idParam.parse('2147483647')).toBe(2147483647);
    for (const bad of [
      '0',
      '2147483648',
      '99999999999',
      '-1',
      '1e3',
      '0x10',
      ' 7',
      '+7',
      '1.0',
      '',
    ]) {
      expect(idParam.safeParse(bad).success, bad).toBe(false);
    }
    expect(idListText().parse('101,102,101')).toEqual([101, 102]);
    expect(idListText().safeParse('101,2147483648').success).toBe(false);
    expect(idListText().safeParse('101,,102').success).toBe(false);
  });

  it('takes real days of the years 1900 to 2100 only', () => {
    for (const good of ['1900-01-01', '2100-12-31', '2024-02-29', '2000-02-29']) {
      expect(isValidDate(good), good).toBe(true);
    }
    for (const bad of [
      '0000-03-31',
      '0001-03-31',
      '1899-12-31',
      '2101-01-01',
      '9999-12-31',
      '1900-02-29',
      '2025-02-29',
      '2025-02-30',
      '2025-13-01',
      '2025-06-31',
      '2025-6-30',
      '+02025-06-30',
    ]) {
      expect(isValidDate(bad), bad).toBe(false);
    }
  });

  it("says 'Invalid date: {value}' for a date that is not a real day, and asks for a quarter-end otherwise", () => {
    const message = (value: string) => quarterEndDate().safeParse(value).error?.issues[0]?.message;
    expect(message('0000-03-31')).toBe('Invalid date: 0000-03-31');
    expect(message('2025-06-15')).toBe('must be a quarter-end date YYYY-MM-DD');
    expect(message('2025-06-30')).toBeUndefined();
    expect(message('x'.repeat(100))).toBe(`Invalid date: ${'x'.repeat(40)}…`);
  });

  it('takes a promo expiry as a date or a date-time with an offset', () => {
    expect(isoDateOrDateTime.safeParse('2030-01-31').success).toBe(true);
    expect(isoDateOrDateTime.safeParse('2030-01-31T23:59:59Z').success).toBe(true);
    expect(isoDateOrDateTime.safeParse('2030-01-31T23:59:59').success).toBe(false);
    expect(isoDateOrDateTime.safeParse('0001-01-01T00:00:00Z').error?.issues[0]?.message).toBe(
      'Invalid date: 0001-01-01T00:00:00Z',
    );
  });
});
