import { describe, expect, it } from 'vitest';
import {
  calendarDayOf,
  filingDueDate,
  formatDay,
  freshnessBanner,
  nextQuarterLine,
  quarterName,
  type SourceFreshness,
} from './data-freshness';

const bank = (newestDate: string | null, loadedAt: string | null = null): SourceFreshness => ({
  institutionType: 'bank',
  newestDate,
  loadedAt,
});
const cu = (newestDate: string | null, loadedAt: string | null = null): SourceFreshness => ({
  institutionType: 'credit union',
  newestDate,
  loadedAt,
});

describe('the freshness banner', () => {
  it('names both sources and the newest load', () => {
    expect(
      freshnessBanner(
        [cu('2026-09-30', '2026-11-02T15:00:00Z'), bank('2026-09-30', '2026-11-03T14:30:00Z')],
        'UTC',
      ),
    ).toBe('Call reports through Sep 30, 2026; NCUA through Sep 30, 2026, loaded Nov 3');
  });

  it('says each source’s own newest quarter', () => {
    expect(
      freshnessBanner(
        [bank('2026-06-30', '2026-08-01T00:00:00Z'), cu('2026-03-31', '2026-05-29T00:00:00Z')],
        'UTC',
      ),
    ).toBe('Call reports through Jun 30, 2026; NCUA through Mar 31, 2026, loaded Aug 1');
  });

  it('leaves out a source without data, and has no banner without any', () => {
    expect(freshnessBanner([bank(null), cu('2025-12-31', '2026-02-10T12:00:00Z')], 'UTC')).toBe(
      'NCUA through Dec 31, 2025, loaded Feb 10, 2026',
    );
    expect(freshnessBanner([bank('2025-12-31', '2026-01-31T12:00:00Z')], 'UTC')).toBe(
      'Call reports through Dec 31, 2025, loaded Jan 31, 2026',
    );
    expect(freshnessBanner([bank(null), cu(null)], 'UTC')).toBeNull();
    expect(freshnessBanner([], 'UTC')).toBeNull();
  });

  it('writes the load’s year only when it is not the newest quarter’s', () => {
    expect(freshnessBanner([bank('2026-12-31', '2027-02-02T09:00:00Z')], 'UTC')).toBe(
      'Call reports through Dec 31, 2026, loaded Feb 2, 2027',
    );
    expect(freshnessBanner([bank('2026-09-30', '2026-12-30T09:00:00Z')], 'UTC')).toBe(
      'Call reports through Sep 30, 2026, loaded Dec 30',
    );
  });

  it('reads the load on the reader’s calendar', () => {
    const late = [bank('2026-09-30', '2026-11-03T02:00:00Z')];
    expect(freshnessBanner(late, 'UTC')).toBe('Call reports through Sep 30, 2026, loaded Nov 3');
    expect(freshnessBanner(late, 'America/New_York')).toBe(
      'Call reports through Sep 30, 2026, loaded Nov 2',
    );
    expect(calendarDayOf('2027-01-01T03:00:00Z', 'America/Chicago')).toBe('2026-12-31');
  });

  it('says nothing of a load it does not know', () => {
    expect(freshnessBanner([bank('2026-09-30'), cu('2026-06-30')], 'UTC')).toBe(
      'Call reports through Sep 30, 2026; NCUA through Jun 30, 2026',
    );
  });
});

describe('filing due dates', () => {
  it('are 30 days after the quarter end for bank call reports', () => {
    expect(filingDueDate('bank', '2026-03-31')).toBe('2026-04-30');
    expect(filingDueDate('bank', '2026-06-30')).toBe('2026-07-30');
    expect(filingDueDate('bank', '2026-09-30')).toBe('2026-10-30');
    expect(filingDueDate('bank', '2026-12-31')).toBe('2027-01-30');
  });

  it('are the last day of the next month for NCUA 5300 reports', () => {
    expect(filingDueDate('credit union', '2026-03-31')).toBe('2026-04-30');
    expect(filingDueDate('credit union', '2026-06-30')).toBe('2026-07-31');
    expect(filingDueDate('credit union', '2026-09-30')).toBe('2026-10-31');
    expect(filingDueDate('credit union', '2026-12-31')).toBe('2027-01-31');
  });

  it('refuse a day that is not a quarter end', () => {
    expect(() => filingDueDate('bank', '2026-10-31')).toThrow('Not a quarter-end date: 2026-10-31');
  });

  it('name quarters as Qn yyyy', () => {
    expect(quarterName('2026-12-31')).toBe('Q4 2026');
    expect(quarterName('2027-03-31')).toBe('Q1 2027');
  });

  it('format days as MMM d, yyyy', () => {
    expect(formatDay('2027-01-05')).toBe('Jan 5, 2027');
    expect(formatDay('2027-01-05', false)).toBe('Jan 5');
  });
});

describe('the next quarter line', () => {
  const both = [bank('2026-09-30'), cu('2026-09-30')];

  it('gives the quarter after the newest held and each source’s due date', () => {
    expect(nextQuarterLine(both, '2026-12-01')).toBe(
      'Q4 2026 call reports are due Jan 30, 2027; NCUA 5300 reports Jan 31, 2027',
    );
  });

  it('rolls over into the next year and through each quarter', () => {
    expect(nextQuarterLine([bank('2026-12-31'), cu('2026-12-31')], '2027-02-15')).toBe(
      'Q1 2027 call reports are due Apr 30, 2027; NCUA 5300 reports Apr 30, 2027',
    );
    expect(nextQuarterLine([bank('2027-03-31'), cu('2027-03-31')], '2027-05-15')).toBe(
      'Q2 2027 call reports are due Jul 30, 2027; NCUA 5300 reports Jul 31, 2027',
    );
    expect(nextQuarterLine([bank('2027-06-30'), cu('2027-06-30')], '2027-08-15')).toBe(
      'Q3 2027 call reports are due Oct 30, 2027; NCUA 5300 reports Oct 31, 2027',
    );
  });

  it('says "were due" once the due date has passed, "are due" on the day', () => {
    expect(nextQuarterLine(both, '2027-01-30')).toBe(
      'Q4 2026 call reports are due Jan 30, 2027; NCUA 5300 reports Jan 31, 2027',
    );
    expect(nextQuarterLine(both, '2027-01-31')).toBe(
      'Q4 2026 call reports were due Jan 30, 2027; Q4 2026 NCUA 5300 reports are due Jan 31, 2027',
    );
    expect(nextQuarterLine(both, '2027-02-01')).toBe(
      'Q4 2026 call reports were due Jan 30, 2027; NCUA 5300 reports Jan 31, 2027',
    );
  });

  it('names each source’s own quarter when they differ', () => {
    expect(nextQuarterLine([bank('2026-09-30'), cu('2026-06-30')], '2026-11-15')).toBe(
      'Q4 2026 call reports are due Jan 30, 2027; Q3 2026 NCUA 5300 reports were due Oct 31, 2026',
    );
  });

  it('speaks of the sources that hold data only', () => {
    expect(nextQuarterLine([bank(null), cu('2026-09-30')], '2026-12-01')).toBe(
      'Q4 2026 NCUA 5300 reports are due Jan 31, 2027',
    );
    expect(nextQuarterLine([bank(null), cu(null)], '2026-12-01')).toBeNull();
  });
});
