import { DEFAULT_SYNC_SCHEDULE } from '@app/core/api/admin/data-sync';
import { describe, expect, it } from 'vitest';
import { filingDeadline, inFilingWindow, nextSyncRun, scheduleBase } from './sync-calendar';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();
const next = (
  source: 'ffiec' | 'fdic' | 'ncua' | 'rates',
  base: string,
  timing = DEFAULT_SYNC_SCHEDULE,
) => iso(nextSyncRun(source, at(base), timing));

describe('the sync calendar', () => {
  it('puts each agency’s filing deadline where its rules do', () => {
    // Call reports: 30 days after the quarter's end.
    expect(iso(filingDeadline('fdic', '2026-09-30'))).toBe('2026-10-30T00:00:00.000Z');
    expect(iso(filingDeadline('ffiec', '2026-12-31'))).toBe('2027-01-30T00:00:00.000Z');
    // NCUA 5300: the last day of the month after the quarter's end.
    expect(iso(filingDeadline('ncua', '2026-09-30'))).toBe('2026-10-31T00:00:00.000Z');
    expect(iso(filingDeadline('ncua', '2026-12-31'))).toBe('2027-01-31T00:00:00.000Z');
    expect(iso(filingDeadline('ncua', '2027-03-31'))).toBe('2027-04-30T00:00:00.000Z');
    // The rates' quarter is whole when it ends.
    expect(iso(filingDeadline('rates', '2026-06-30'))).toBe('2026-06-30T00:00:00.000Z');
  });

  it('runs daily inside the six weeks after a deadline', () => {
    expect(inFilingWindow('fdic', at('2026-11-05T06:00:00Z'), 42)).toBe(true);
    expect(next('fdic', '2026-11-05T06:00:00Z')).toBe('2026-11-06T06:00:00.000Z');
    // The window's last day (Oct 30 + 41 days) still runs daily; the day after it does not.
    expect(next('fdic', '2026-12-10T06:00:00Z')).toBe('2026-12-11T06:00:00.000Z');
    expect(inFilingWindow('fdic', at('2026-12-11T06:00:00Z'), 42)).toBe(false);
  });

  it('runs weekly outside the windows, and never steps over the next deadline', () => {
    expect(next('fdic', '2026-12-11T06:00:00Z')).toBe('2026-12-18T06:00:00.000Z');
    // NCUA's window after July 31 ends on September 11.
    expect(next('ncua', '2026-08-01T06:00:00Z')).toBe('2026-08-02T06:00:00.000Z');
    expect(next('ncua', '2026-09-20T06:00:00Z')).toBe('2026-09-27T06:00:00.000Z');
    // A weekly step from Jan 27 would land on Feb 3: the banks' deadline of Jan 30 comes first.
    expect(next('fdic', '2027-01-27T06:00:00Z')).toBe('2027-01-30T00:00:00.000Z');
  });

  it('follows each agency’s own deadline: banks are busy a day before credit unions', () => {
    expect(next('fdic', '2026-10-30T12:00:00Z')).toBe('2026-10-31T12:00:00.000Z');
    expect(next('ncua', '2026-10-30T12:00:00Z')).toBe('2026-10-31T00:00:00.000Z');
    expect(next('ncua', '2026-10-31T00:00:00Z')).toBe('2026-11-01T00:00:00.000Z');
  });

  it('follows the admin’s schedule: another window, other intervals', () => {
    const everyThreeDays = { windowDays: 0, windowEveryDays: 1, otherEveryDays: 3 };
    expect(
      next('fdic', '2026-11-05T06:00:00Z', { ...DEFAULT_SYNC_SCHEDULE, ...everyThreeDays }),
    ).toBe('2026-11-08T06:00:00.000Z');
    const twoWeeksEveryOther = { windowDays: 14, windowEveryDays: 2, otherEveryDays: 7 };
    const timing = { ...DEFAULT_SYNC_SCHEDULE, ...twoWeeksEveryOther };
    expect(next('ncua', '2026-11-01T06:00:00Z', timing)).toBe('2026-11-03T06:00:00.000Z');
    expect(next('ncua', '2026-11-20T06:00:00Z', timing)).toBe('2026-11-27T06:00:00.000Z');
  });

  it('counts from a run’s slot, or from when it was queued after a catch-up or a Sync now', () => {
    const slot = at('2026-11-05T06:00:00Z');
    expect(scheduleBase({ scheduledFor: slot, createdAt: at('2026-11-05T06:04:00Z') })).toEqual(
      slot,
    );
    const late = at('2026-11-09T10:00:00Z');
    expect(scheduleBase({ scheduledFor: slot, createdAt: late })).toEqual(late);
    expect(scheduleBase({ scheduledFor: null, createdAt: late })).toEqual(late);
  });
});
